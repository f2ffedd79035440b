import { TRIP_EXTENDED_MESSAGE, type Reservation } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { FiClock } from 'react-icons/fi';
import { z } from 'zod';
import { SelectField } from '../../components/SelectField.tsx';
import { StepProblem } from '../../components/StepProblem.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useCompanySettings } from '../../lib/company-settings.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { formatMoney } from '../../lib/format.ts';
import { useJudgedForm } from '../../lib/forms.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { ChargeLines } from '../trip/index.ts';
import { canExtend, extensionChoices } from './extension-choices.ts';
import { useExtendTrip, useExtensionQuote, useTripExtension } from './queries.ts';

const extensionForm = z.object({ dropOffTime: z.string().min(1, 'Choose a new drop-off time') });
type ExtensionForm = z.infer<typeof extensionForm>;
const resolver = zodResolver(extensionForm);

/**
 * Until when the customer may keep the car, and the way to: a later drop-off chosen in whole
 * hours, the trip's new total (what is booked, plus the added time) shown before anything is
 * sent, then Extend. The server
 * decides whether the car is still free; its sentence stands under the button when it is not.
 */
export function ExtendTrip({ reservation }: { reservation: Reservation }) {
  const settings = useCompanySettings();
  const timeZone = settings.data?.timeZone;
  const open = timeZone !== undefined && canExtend(reservation, timeZone, new Date());
  const offer = useTripExtension(reservation.id, open);
  if (!open || !offer.data) return null;
  return (
    <ExtensionOffer
      reservation={reservation}
      latestDropOff={offer.data.latestDropOff}
      timeZone={timeZone}
    />
  );
}

interface ExtensionOfferProps {
  reservation: Reservation;
  latestDropOff: string;
  timeZone: string;
}

function ExtensionOffer({ reservation, latestDropOff, timeZone }: ExtensionOfferProps) {
  const headingId = useId();
  const form = useJudgedForm<ExtensionForm>(resolver, { dropOffTime: '' });
  const dropOffTime = form.watch('dropOffTime');
  const priced = useExtensionQuote(reservation.id, dropOffTime);
  const extend = useExtendTrip(reservation.id);
  const [problem, setProblem] = useState<{ id: number; message: string } | null>(null);
  const choices = useMemo(
    () => extensionChoices(reservation.dropOffTime, latestDropOff, timeZone),
    [reservation.dropOffTime, latestDropOff, timeZone],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await extend.mutateAsync(values);
      void toastSuccess(TRIP_EXTENDED_MESSAGE);
      form.reset({ dropOffTime: '' });
    } catch (error) {
      const message = errorMessage(error, 'The trip could not be extended. Please try again.');
      // Refused (someone booked the time first): the choice and its price are gone with it, and
      // the times offered are asked again (the mutation's settling refreshes them).
      form.reset({ dropOffTime: '' });
      setProblem((previous) => ({ id: (previous?.id ?? 0) + 1, message }));
    }
  });

  const quote = dropOffTime === '' ? undefined : priced.data?.quote;
  const updating = priced.isFetching || priced.isPlaceholderData;
  return (
    <section aria-labelledby={headingId} className="trip-extension border-top pt-3 mt-3">
      <h3 id={headingId} className="h6">
        <FiClock aria-hidden="true" className="me-2" />
        Extend your trip
      </h3>
      {choices.length === 0 ? (
        <p className="mb-0 text-secondary">
          The car is booked right after your trip, so it cannot be extended.
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <p className="text-secondary">
            You can extend until{' '}
            <strong className="text-body">{formatDateTime(latestDropOff)}</strong>.
          </p>
          <SelectField
            form={form}
            name="dropOffTime"
            label="New drop-off time"
            placeholder="Choose a time"
            options={choices}
          />
          {quote && (
            <div
              className="booking-total mt-3 mb-0"
              role="region"
              aria-label="New price"
              aria-live="polite"
              aria-busy={updating}
            >
              <ChargeLines lines={quote.lines} />
              <div className="booking-total-sum">
                <span>New total</span>
                <strong>{formatMoney(quote.total)}</strong>
              </div>
              <p className="small text-secondary mb-0">
                Now {formatMoney(reservation.totalPrice)}: the hours already booked keep their
                price; only the added time is charged, at today's prices.
              </p>
            </div>
          )}
          {priced.isError && dropOffTime !== '' && (
            <StepProblem
              message={errorMessage(priced.error, 'The new price could not be found.')}
            />
          )}
          <SubmitButton className="mt-3" pending={extend.isPending} disabled={!quote || updating}>
            Extend Trip
          </SubmitButton>
          {problem && <StepProblem key={problem.id} message={problem.message} />}
        </form>
      )}
    </section>
  );
}
