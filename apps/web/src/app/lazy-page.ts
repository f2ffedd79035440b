import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named page component, so pages keep named exports. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
