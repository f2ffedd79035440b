export { PaymentStep } from './PaymentStep.tsx';
export { TripStep } from './TripStep.tsx';
export { refreshAfterBooking } from './queries.ts';
export { useTripQuote } from './use-trip-quote.ts';
