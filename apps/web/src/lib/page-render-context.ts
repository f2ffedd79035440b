import type { QueryClient } from '@tanstack/react-query';

/** What the server hands its route loaders when it renders a page (entry-server.tsx). */
export interface PageRenderContext {
  /** This render's own cache: one visitor's page never sees another's requests. */
  queryClient: QueryClient;
}
