// Stub: replaced by the real page.
export default function Page() {
  return <div>forgot-password-page</div>;
}
