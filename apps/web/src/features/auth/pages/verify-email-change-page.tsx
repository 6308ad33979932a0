// Stub: replaced by the real page.
export default function Page() {
  return <div>verify-email-change-page</div>;
}
