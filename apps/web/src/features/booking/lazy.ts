// The customer's booking form, fetched when the vehicle page shows it.
export { BookingForm } from './BookingForm.tsx';
