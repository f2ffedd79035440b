import { createElement, lazy, type ComponentType } from 'react';
import { loadChunk, onChunkRetry } from './chunk-load.ts';

type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/**
 * React.lazy for a module's named component (a page, or a heavy part of one), so modules keep
 * named exports. The chunk loads through loadChunk (a deploy's missing files reload the page
 * once). React keeps a failed load for good; here a Retry (retryFailedChunks) gives it a fresh
 * attempt.
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType<PropsOf<M[K]>> {
  type Props = PropsOf<M[K]>;
  const attempt = () =>
    lazy(async () => {
      try {
        return { default: (await loadChunk(load))[name] as ComponentType<Props> };
      } catch (error) {
        onChunkRetry(() => {
          current = attempt();
        });
        throw error;
      }
    });
  let current = attempt();
  return function LazyPage(props: Props) {
    return createElement(current as ComponentType<Props>, props);
  };
}
