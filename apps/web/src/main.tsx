import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { App, queryClient, routerReady } from "./app/app";
import { sessionQuery } from "./features/auth/session";

// Ask who is signed in now, not after the first page's chunk has loaded and rendered: pages that wait for the
// session (the analyzer, guarded pages) then usually render their final layout at once, without a loading step.
const session = queryClient.prefetchQuery(sessionQuery);

const root = document.getElementById("root");

/** Makes the page usable once React's first commit has replaced the pre-rendered HTML (same task, before paint). */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => root?.removeAttribute("inert"), []);
  return children;
}

if (root) {
  const reactRoot = createRoot(root);
  const app = (
    <StrictMode>
      <TakeOver>
        <App />
      </TakeOver>
    </StrictMode>
  );
  // / and /analyzer arrive pre-rendered and inert (docs/decisions/0014-prerendered-pages.md). They stay on screen
  // until the app can draw the same page in one commit: its chunk loaded, the session known. The render is a
  // transition, so React works in short slices and the page keeps answering meanwhile.
  if (root.hasChildNodes())
    void Promise.all([routerReady(), session]).then(() => startTransition(() => reactRoot.render(app)));
  else reactRoot.render(app);
}
