// Stub: replaced by the real page.
export default function Page() {
  return <div>verify-page</div>;
}
