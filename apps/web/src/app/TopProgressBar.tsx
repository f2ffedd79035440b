import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { chunksLoading, subscribeToChunkActivity } from '../lib/chunk-activity.ts';
import { router } from './router.ts';

/** Quicker work shows nothing: a bar that flashes on every click is noise. */
export const PROGRESS_DELAY_MS = 300;

const navigationState = () => router.state.navigation.state;
const idle = () => 'idle' as const;

/** Whether a page's code, a navigation or a request is under way. */
function useBusy(): boolean {
  const navigation = useSyncExternalStore(router.subscribe, navigationState, idle);
  const chunks = useSyncExternalStore(subscribeToChunkActivity, chunksLoading, () => 0);
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  return navigation !== 'idle' || chunks > 0 || fetching > 0 || mutating > 0;
}

/**
 * A thin bar along the top of the window while something takes longer than a moment: a page's
 * code on a slow network (the old page stays meanwhile), or its data. Fixed over the page, so
 * nothing moves when it comes and goes.
 */
export function TopProgressBar() {
  const busy = useBusy();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(busy), busy ? PROGRESS_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!busy || !slow) return null;
  return <div className="top-progress" role="progressbar" aria-label="Loading" />;
}
