import { invalidRequest } from './errors.ts';

type Node = Record<string, unknown>;

/** Gives the full object for `owner[field]`, or undefined when that field cannot be expanded. */
export type Resolve = (owner: Node, field: string) => unknown;

/**
 * Applies `expand[]` paths (`payment_intent`, `data.customer`, `payment_intent.payment_method`)
 * to a copy of an answer, as Stripe replaces an id by the object it names.
 */
export function expandAnswer<T>(answer: T, paths: string[], resolve: Resolve): T {
  if (paths.length === 0) return answer;
  const copy = structuredClone(answer);
  for (const path of paths) expandPath(copy as Node, path.split('.'), resolve);
  return copy;
}

function expandPath(target: Node, segments: string[], resolve: Resolve): void {
  const [field, ...rest] = segments;
  if (field === undefined) return;
  if (target.object === 'list' && field === 'data' && Array.isArray(target.data)) {
    for (const item of target.data as Node[]) expandPath(item, rest, resolve);
    return;
  }
  if (target[field] === null) return;
  const resolved = resolve(target, field);
  if (resolved === undefined) {
    throw invalidRequest(`This property cannot be expanded (${field}).`, { param: 'expand' });
  }
  target[field] = resolved;
  if (rest.length > 0) expandPath(resolved as Node, rest, resolve);
}
