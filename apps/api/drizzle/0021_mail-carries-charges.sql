-- Mails list the booking's charge lines, and an office edit's mail can say the price changed
-- (issue 22): the function takes the caller's facts; its old two-argument form goes.
DROP FUNCTION enqueue_reservation_mail(varchar, integer);--> statement-breakpoint
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
