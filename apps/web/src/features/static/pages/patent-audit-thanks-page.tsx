// Stub: replaced by the real page.
export default function Page() {
  return <div>patent-audit-thanks-page</div>;
}
