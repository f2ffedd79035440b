/**
 * The ids in the order a list sorted by one value must give them: ties go by id, in the same
 * direction, as the API breaks them.
 */
export function sortedIds<Row extends { id: number }>(
  rows: Row[],
  valueOf: (row: Row) => string | number,
  direction: 'ASC' | 'DESC',
): number[] {
  const sign = direction === 'ASC' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const x = valueOf(a);
      const y = valueOf(b);
      if (x !== y) return (x < y ? -1 : 1) * sign;
      return (a.id - b.id) * sign;
    })
    .map((row) => row.id);
}
