import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, queryClient } from "./app/app";
import { sessionQuery } from "./features/auth/session";

// Ask who is signed in now, not after the first page's chunk has loaded and rendered: pages that wait for the
// session (the analyzer, guarded pages) then usually render their final layout at once, without a loading step.
void queryClient.prefetchQuery(sessionQuery);

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
