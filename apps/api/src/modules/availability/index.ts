/** When a vehicle is taken (occupancy.ts, the one SQL builder of it), and a company day's span. */
export { dayRange } from './day-range.ts';
export { freeUntil, occupiedDuring, windowRange, type Window } from './occupancy.ts';
