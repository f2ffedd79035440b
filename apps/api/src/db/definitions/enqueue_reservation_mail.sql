-- A mail about a reservation, queued in the outbox with the reservation as it is now (its
-- customer, vehicle, times, places, charge lines, total, deposit, what was paid on it and
-- calendar sequence), in the caller's transaction; `p_facts` adds what only the caller knows
-- (an office edit's previous total).
-- A second reminder for one reservation is dropped by outbox_one_reminder_key, so whoever
-- enqueues reminders may try again freely. A change or a cancellation first raises the
-- reservation's calendar_sequence, so the customer's calendar replaces the entry (RFC 5545
-- SEQUENCE; the confirmation carries 0). The UPDATE locks the reservation's row, so two changes
-- at once take turns here: the second reads the first's number once it commits, and each mail
-- gets its own, in the order they were queued. PL/pgSQL rather than SQL, for the plan kept per
-- connection (see booking_buffer).
-- Last changed by migration 0037_confirmation-says-how-to-pay.
CREATE OR REPLACE FUNCTION enqueue_reservation_mail(
  p_kind varchar, p_reservation_id integer, p_facts jsonb DEFAULT '{}'::jsonb
)
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF p_kind IN ('booking-changed', 'booking-cancelled') THEN
    UPDATE reservations SET calendar_sequence = calendar_sequence + 1
    WHERE id = p_reservation_id;
  END IF;
  INSERT INTO outbox (kind, recipient, reservation_id, payload)
  SELECT p_kind, u.email, r.id, jsonb_build_object(
           'reservationId', r.id, 'firstName', u.first_name, 'model', v.model,
           'pickUp', r.pick_up_time, 'dropOff', r.drop_off_time,
           'pickUpLocation', r.pick_up_location, 'dropOffLocation', r.drop_off_location,
           'totalPriceCents', r.total_price_cents, 'status', r.status,
           'calendarSequence', r.calendar_sequence,
           'depositCents', r.deposit_cents,
           -- Charges and captures less refunds: holds and releases move no money (PAID_SIGN).
           'paidCents', (SELECT coalesce(sum(CASE p.kind::text
                                  WHEN 'CHARGE' THEN p.amount_cents
                                  WHEN 'CAPTURE' THEN p.amount_cents
                                  WHEN 'REFUND' THEN -p.amount_cents
                                  ELSE 0 END), 0)
                         FROM payments p WHERE p.reservation_id = r.id),
           'charges', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                                'code', c.code, 'label', c.label, 'amountCents', c.amount_cents)
                              ORDER BY c.position), '[]'::jsonb)
                       FROM reservation_charges c WHERE c.reservation_id = r.id)
         ) || p_facts
  FROM reservations r
  JOIN users u ON u.id = r.user_id
  JOIN vehicles v ON v.id = r.car_id
  WHERE r.id = p_reservation_id
  ON CONFLICT DO NOTHING;
END $$;
