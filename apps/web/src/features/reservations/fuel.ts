/** Fuel (or charge) is recorded in eighths of a full tank, as a gauge reads: 0 empty, 8 full. */
export const FUEL_EIGHTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

const NAMED: Partial<Record<number, string>> = {
  0: 'Empty',
  2: '1/4',
  4: 'Half',
  6: '3/4',
  8: 'Full',
};

/** How a gauge reading is said: "Empty", "3/8", "Half", "Full". */
export function fuelLabel(eighths: number): string {
  return NAMED[eighths] ?? `${eighths}/8`;
}
