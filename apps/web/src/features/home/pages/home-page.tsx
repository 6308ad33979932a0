// Stub: replaced by the real page.
export default function Page() {
  return <div>home-page</div>;
}
