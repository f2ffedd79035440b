import dayjs from 'dayjs';

/**
 * One end of a trip as the lists show it: when, and below it where. The time may go under the
 * date in a narrow cell, but neither is ever broken.
 */
export function TripStop({ place, time }: { place: string; time: string }) {
  const when = dayjs(time);
  return (
    <div>
      <span className="d-block">
        <span className="text-nowrap">{when.format('MMM D, YYYY,')}</span>{' '}
        <span className="text-nowrap">{when.format('h:mm A')}</span>
      </span>
      <span className="d-block small text-secondary">{place}</span>
    </div>
  );
}
