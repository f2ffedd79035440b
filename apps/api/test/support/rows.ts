/** The rows of a raw `execute`, whose result type drizzle leaves to the driver. */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
