/** A booking's hand-over records as its answer shows them, and charge lines added later. */
export { toHandover } from './mapper.ts';
export { appendCharges, handoversColumn } from './repository.ts';
