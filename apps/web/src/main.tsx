import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import { StrictMode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { App, queryClient, routerReady } from "./app/app";
import { sessionQuery } from "./features/auth/session";

// Ask who is signed in now, not after the first page's chunk has loaded and rendered: pages that wait for the
// session (the analyzer, guarded pages) then usually render their final layout at once, without a loading step.
const session = queryClient.prefetchQuery(sessionQuery);

const root = document.getElementById("root");
if (root) {
  const reactRoot = createRoot(root);
  const render = () => {
    // One synchronous commit replaces the pre-rendered page, so nothing flashes empty in between.
    flushSync(() =>
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    root.removeAttribute("inert");
  };
  // / and /analyzer arrive pre-rendered (inert until the app takes over: docs/decisions/0011-prerendered-pages.md).
  // They stay on screen until the app can draw the same page in one go: its chunk loaded, the session known.
  if (root.hasChildNodes()) void Promise.all([routerReady(), session]).then(render);
  else render();
}
