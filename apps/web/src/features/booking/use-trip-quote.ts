import {
  VEHICLE_NOT_AVAILABLE_MESSAGE,
  type BookingDetailsForm,
  type BookingRequest,
  type ChosenExtraRequest,
  type Quote,
} from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useJudgedForm } from '../../lib/forms.ts';
import { toastError } from '../../lib/toast.ts';
import { OFFLINE_SENTENCE } from '../errors/index.ts';
import {
  checkAvailability,
  type QuotedDriver,
  toAvailabilityQuery,
  toBookingRequest,
  todayInZone,
  tripLength,
  tripResolver,
} from '../trip/index.ts';
import { termsAcceptanceSchema, type TermsAcceptance } from './terms-acceptance.ts';

const emptyTrip: BookingDetailsForm = {
  pickUpLocation: '',
  dropOffLocation: '',
  pickUpDate: '',
  pickUpTime: '',
  dropOffDate: '',
  dropOffTime: '',
};
const notAccepted: TermsAcceptance = { terms: false };

/** The trip that was found available, with its price; the payment step shows while it is set. */
interface TripQuote extends ReturnType<typeof tripLength> {
  carId: number;
  /** The driver the office books for; absent when customers book for themselves. */
  driver?: QuotedDriver;
  trip: BookingDetailsForm;
  /** The extras the price is for. */
  extras: ChosenExtraRequest[];
  price: Quote;
  /** Extras chosen since, whose price is being asked: the booking waits for it. */
  choosing: ChosenExtraRequest[] | null;
}

/**
 * Why the last check or booking came to nothing, said under its button. Numbered, so that the
 * same sentence twice is shown (and focused) anew.
 */
interface StepFailure {
  id: number;
  message: string;
}

interface TripQuoteOptions {
  /** The company's zone, in which the inputs' times are read. */
  timeZone: string;
  /** Values the trip's inputs start with, over empty ones. */
  initialTrip?: Partial<BookingDetailsForm>;
  /**
   * The sentence a failed check or booking shows when the server gives none of its own (no
   * network, a failure on its side).
   */
  fallbackMessage: string;
  /** Whether the customer ticks the terms here (not when the office books for them). */
  customerAcceptsTerms?: boolean;
}

/**
 * A booking in two steps, as a customer and the office both make it: the trip is checked
 * (is the car free, at what price), then the terms are accepted and the booking sent. Editing
 * the trip again drops the quote and the acceptance.
 */
export function useTripQuote({
  timeZone,
  initialTrip,
  fallbackMessage,
  customerAcceptsTerms = true,
}: TripQuoteOptions) {
  const [quote, setQuote] = useState<TripQuote | null>(null);
  const [problem, setProblem] = useState<StepFailure | null>(null);
  const sayProblem = (message: string) =>
    setProblem((previous) => ({ id: (previous?.id ?? 0) + 1, message }));
  // Offline, the spec's toast names no cause; the sentence under the button does.
  const sayFailure = (error: unknown) => {
    const message = failureSentence(error, fallbackMessage);
    void toastError(message);
    sayProblem(navigator.onLine ? message : OFFLINE_SENTENCE);
  };
  const minDate = useMemo(() => todayInZone(new Date(), timeZone), [timeZone]);
  const resolver = useMemo(() => tripResolver(timeZone), [timeZone]);
  const tripForm = useJudgedForm<BookingDetailsForm>(resolver, { ...emptyTrip, ...initialTrip });
  const acceptanceForm = useJudgedForm<TermsAcceptance>(
    zodResolver(termsAcceptanceSchema(customerAcceptsTerms)),
    notAccepted,
  );

  // A trip changed since is not what the sentence was about.
  useEffect(() => {
    const subscription = tripForm.watch(() => setProblem(null));
    return () => subscription.unsubscribe();
  }, [tripForm]);

  // Only the latest question's answer counts: extras changed twice quickly answer out of order.
  const questions = useRef(0);
  const askPrice = async (
    { carId, trip, driver }: Pick<TripQuote, 'carId' | 'trip' | 'driver'>,
    extras: ChosenExtraRequest[],
  ) => {
    const question = ++questions.current;
    const isLatest = () => question === questions.current;
    try {
      const query = toAvailabilityQuery(carId, trip);
      const answer = await checkAvailability(query, extras, driver);
      if (!isLatest()) return null;
      if (answer.available) return answer.quote;
      // The car taken, or a driver the booking would refuse: said before any card is asked for.
      const reason = answer.reason ?? VEHICLE_NOT_AVAILABLE_MESSAGE;
      void toastError(reason);
      sayProblem(reason);
    } catch (error) {
      if (!isLatest()) return null;
      sayFailure(error);
    }
    // The extras shown are the ones last priced: the price and the choice always agree.
    setQuote((current) => current && { ...current, choosing: null });
    return null;
  };

  // The time rule is part of the trip form's validation: a trip it refuses never gets here.
  const quoteTrip = async (carId: number, trip: BookingDetailsForm, driver?: QuotedDriver) => {
    setProblem(null);
    const subject = { carId, trip, driver };
    const price = await askPrice(subject, []);
    if (price) {
      setQuote({ ...subject, extras: [], price, choosing: null, ...tripLength(trip, timeZone) });
    }
  };

  /** Prices the quoted trip with other extras; until the answer, the last price shows dimmed. */
  const chooseExtras = async (extras: ChosenExtraRequest[]) => {
    if (!quote) return;
    setProblem(null);
    setQuote((current) => current && { ...current, choosing: extras });
    const price = await askPrice(quote, extras);
    if (price) setQuote((current) => current && { ...current, extras, price, choosing: null });
  };

  /** The second step's submit: `send` makes the quoted booking and says what follows. */
  const book = (send: (request: BookingRequest) => Promise<void>) =>
    acceptanceForm.handleSubmit(async () => {
      if (!quote || quote.choosing) return;
      setProblem(null);
      try {
        // Without extras the body is the spec's, as any client sends it.
        const { extras } = quote;
        await send({ ...toBookingRequest(quote.trip), ...(extras.length > 0 && { extras }) });
      } catch (error) {
        sayFailure(error);
      }
    });

  const editTrip = () => {
    questions.current += 1;
    setQuote(null);
    setProblem(null);
    acceptanceForm.reset(notAccepted);
  };

  return {
    tripForm,
    acceptanceForm,
    customerAcceptsTerms,
    minDate,
    quote,
    problem,
    quoteTrip,
    chooseExtras,
    book,
    editTrip,
  };
}

/**
 * The server's own sentence for a refused check or booking (errorMessage: every 4xx says what
 * to change), and for a 503 too: paid online, the payment service out of reach, it says that
 * nothing was booked.
 */
function failureSentence(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 503 && error.serverMessage) {
    return error.serverMessage;
  }
  return errorMessage(error, fallback);
}

/** A booking's two steps as useTripQuote keeps them, for the components that show them. */
export type TripQuoteFlow = ReturnType<typeof useTripQuote>;
