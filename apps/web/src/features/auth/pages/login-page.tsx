// Stub: replaced by the real page.
export default function Page() {
  return <div>login-page</div>;
}
