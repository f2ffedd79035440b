import type { BookingDetailsForm, PublicSettings } from '@keyturn/shared';
import { freeCancellationUntil } from './free-cancellation.ts';

interface CancellationNoticeProps {
  trip: Pick<BookingDetailsForm, 'pickUpDate' | 'pickUpTime'>;
  settings: Pick<PublicSettings, 'timeZone' | 'cancellationNoticeHours'>;
}

/** Before Book Now: until when this trip, once booked, may be cancelled free of charge. */
export function CancellationNotice({ trip, settings }: CancellationNoticeProps) {
  const until = freeCancellationUntil(trip, settings, new Date());
  const hours = settings.cancellationNoticeHours;
  return (
    <p className="booking-cancellation">
      {until ? (
        <>
          Free cancellation until <strong>{until}</strong> ({hours} hours before pick-up).
        </>
      ) : (
        `Pick-up is less than ${hours} hours away: once booked, this trip cannot be cancelled online.`
      )}
    </p>
  );
}
