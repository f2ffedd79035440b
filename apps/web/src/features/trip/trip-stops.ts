/** The trip's two stops in order: their words and the inputs that hold their place and time. */
export const TRIP_STOPS = [
  {
    label: 'Pick Up',
    location: 'pickUpLocation',
    date: 'pickUpDate',
    time: 'pickUpTime',
    example: 'e.g. SFO Terminal 2',
  },
  {
    label: 'Drop Off',
    location: 'dropOffLocation',
    date: 'dropOffDate',
    time: 'dropOffTime',
    example: 'e.g. Union Square',
  },
] as const;

export type TripStopFields = (typeof TRIP_STOPS)[number];
