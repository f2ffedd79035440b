import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { WhenNearView } from '../../components/WhenNearView.tsx';
import { retryFailedChunks } from '../../lib/chunk-load.ts';
import { partFailureSentence } from './failure-sentence.ts';

interface LazyPartProps {
  /** What the part is, as a sentence starts: 'The booking form'. */
  name: string;
  /** Shown until the part's place is near the screen, and while its code loads. */
  loading: ReactNode;
  children: ReactNode;
}

/**
 * A heavy part of a page whose code is a chunk of its own, loaded once its place comes near
 * the screen. When that code cannot load (offline, say) or the part fails, the part says so in
 * its own place, with a Try again that fetches its code anew. The rest of the page stays as it
 * is, with what was typed in it: the route's error element would take the whole page's place.
 */
export function LazyPart({ name, loading, children }: LazyPartProps) {
  return (
    <WhenNearView fallback={loading}>
      <ErrorBoundary
        fallback={(_error, retry) => (
          <RetryAlert
            variant="warning"
            small
            onRetry={() => {
              retryFailedChunks();
              retry();
            }}
          >
            {partFailureSentence(name)}
          </RetryAlert>
        )}
      >
        <Suspense fallback={loading}>{children}</Suspense>
      </ErrorBoundary>
    </WhenNearView>
  );
}
