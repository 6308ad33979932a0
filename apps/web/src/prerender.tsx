import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Prerendering } from "./app/prerendering";
import { routes } from "./app/router";
import { theme } from "./app/theme";
import { sessionKey } from "./features/auth/session";

/**
 * The build's pre-rendering entry (scripts/prerender.mjs): the HTML of a public page as a signed-out visitor first
 * sees it, so the browser paints it before any JavaScript has run (docs/decisions/0014-prerendered-pages.md).
 */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionKey, { user: null });
  return renderToString(
    <Prerendering.Provider value={true}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          {/* No hydration data: it would be an inline script, which the CSP forbids; the app starts afresh. */}
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </QueryClientProvider>
      </MantineProvider>
    </Prerendering.Provider>,
  );
}
