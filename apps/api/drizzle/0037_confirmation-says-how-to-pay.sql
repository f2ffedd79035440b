-- A booking's mails know its deposit and what was paid on it when queued (issue 41): the
-- confirmation says how and when to pay and what the deposit is. Same arguments, so the
-- function is replaced in place; mails queued before carry neither and read as before.
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
