// Stub: replaced by the real page.
export default function Page() {
  return <div>reset-password-page</div>;
}
