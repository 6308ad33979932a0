import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { RouterProvider } from "react-router";
import { router } from "./router";
import { theme } from "./theme";

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

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
