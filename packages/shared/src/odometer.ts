/*
 * A car's odometer as the office reads it (contract section 7, decision 071): the check-out's
 * reading goes on from the car's last one. No zod here: the office's vehicle list formats miles
 * without taking the hand-over's schemas into its chunk.
 */

/**
 * More miles than this since the car's last reading is more likely a typing slip than a trip:
 * the check-out asks for `confirm: true` before it takes such a reading (contract section 7).
 */
export const ODOMETER_JUMP_WARN = 1_000;

/** Thousands separated as en-US writes them: 12480 → '12,480'. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** Miles as the office reads them: '12,480 mi'. */
export const formatMiles = (miles: number) => `${String(miles).replace(THOUSANDS, ',')} mi`;

export const odometerBelowLastMessage = (last: number) =>
  `The odometer cannot read less than the car's last reading, ${formatMiles(last)}.`;

/** Whether a check-out's reading is so far above the last one that it asks to be confirmed. */
export const isOdometerJump = (last: number | null, reading: number) =>
  last !== null && reading - last > ODOMETER_JUMP_WARN;

export const odometerJumpMessage = (last: number, reading: number) =>
  `${formatMiles(reading)} is ${formatMiles(reading - last)} more than the car's last reading, ${formatMiles(last)}: check the odometer, and confirm the reading if it is right.`;
