import { zoneOffsetSpans } from '@keyturn/shared';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageRenderContext } from './lib/page-render-context.ts';
import { isAdminPath, routes } from './app/routes.tsx';
import { isServerRendered } from './app/server-rendered.ts';
import type { ServerState } from './lib/server-state.ts';
import { companySettingsQuery } from './lib/company-settings.ts';
import { AuthProvider } from './features/auth/AuthProvider.tsx';
import { setApiTransport } from './lib/api.ts';
import { PageStatusContext } from './lib/page-status.ts';
import { createQueryClient } from './lib/query-client.ts';

// The server's half of the public pages: the API server (apps/api/src/modules/pages/server-pages.ts)
// loads this bundle, renders a page as an anonymous visitor sees it, and sends the HTML with
// the state the browser needs to take it over (main.tsx).

export interface RenderedPage {
  html: string;
  state: ServerState;
  /** The HTTP status the page gave itself: 404 for the not-found page, else 200. */
  status: number;
}

const handler = createStaticHandler(routes);

/** Hours of the zone's offsets a page is handed: a kept page's few minutes, and a day or two open. */
const HANDED_ZONE_HOURS = 48;

/**
 * The company's zone and its offsets over the next hours, for the browser to read today's date
 * without building a date formatter as it starts (lib/handed-zone-offsets.ts). The settings are
 * asked apart from the page's queries when the page did not read them (handed in those, they
 * would meet a page rendered without them), from the renderer's own client, which keeps them:
 * they change only with a restart.
 */
async function handedZone(
  pageClient: QueryClient,
  settingsClient: QueryClient,
): Promise<ServerState['zone']> {
  const settings =
    pageClient.getQueryData(companySettingsQuery.queryKey) ??
    (await settingsClient.fetchQuery(companySettingsQuery).catch(() => undefined));
  if (!settings) return undefined;
  const { timeZone } = settings;
  return { timeZone, offsets: zoneOffsetSpans(new Date(), HANDED_ZONE_HOURS, timeZone) };
}

/**
 * A renderer whose API requests go through `transport` (the server's own API, in process).
 * Its answer is null for a page the browser must render itself.
 */
export function createPageRenderer(
  transport: (url: string, init: RequestInit) => Promise<Response>,
) {
  setApiTransport(transport);
  const settingsClient = createQueryClient({ retry: false });
  return async function renderPage(url: string): Promise<RenderedPage | null> {
    // The admin area's routes are the browser's alone (router.ts): its pages are rendered there.
    if (isAdminPath(new URL(url, 'http://keyturn.page').pathname)) return null;
    const queryClient = createQueryClient({ retry: false });
    const requestContext: PageRenderContext = { queryClient };
    const context = await handler.query(new Request(new URL(url, 'http://keyturn.page')), {
      requestContext,
    });
    // A redirect, or a page that depends on the visitor.
    if (context instanceof Response) return null;
    if (!isServerRendered(context.matches.at(-1)?.route.handle)) return null;

    const router = createStaticRouter(handler.dataRoutes, context);
    let status = 200;
    const { prelude } = await prerender(
      <StrictMode>
        <PageStatusContext
          value={(pageStatus) => {
            status = pageStatus;
          }}
        >
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AuthProvider>
          </QueryClientProvider>
        </PageStatusContext>
      </StrictMode>,
      // React moves large parts of a page to its end, to be put in place by script, which the
      // Content Security Policy rightly forbids: the page goes out in one piece instead.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return {
      html: await new Response(prelude).text(),
      status,
      state: {
        queries: dehydrate(queryClient),
        router: {
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: context.errors,
        },
        zone: await handedZone(queryClient, settingsClient),
      },
    };
  };
}
