import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { routes } from "./router";
import { theme } from "./theme";

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

export const router = createBrowserRouter(routes);

/** Resolves once the router has loaded the first page's lazy chunk, so the app can draw that page at once. */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// Modal, its focus trap and scroll area, and floating-ui stay out of the entry chunk (SPA initial JS budget).
const Overlays = lazy(() => import("./overlays"));

export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense>
          <Overlays />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
