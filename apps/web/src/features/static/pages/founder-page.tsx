// Stub: replaced by the real page.
export default function Page() {
  return <div>founder-page</div>;
}
