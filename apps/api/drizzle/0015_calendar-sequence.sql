-- The booking's entry in the customer's calendar is replaced only by a version with a higher
-- SEQUENCE (RFC 5545). Each change or cancellation mailed raises the reservation's counter, and
-- its mail carries the new value; the confirmation carries 0.
ALTER TABLE "reservations" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- As migration 0013's, plus the counter. The UPDATE locks the reservation's row, so two changes
-- at once take turns here: the second reads the first's number once it commits, and each mail
-- gets its own, in the order they were queued.
CREATE OR REPLACE FUNCTION enqueue_reservation_mail(p_kind varchar, p_reservation_id integer)
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
           'calendarSequence', r.calendar_sequence)
  FROM reservations r
  JOIN users u ON u.id = r.user_id
  JOIN vehicles v ON v.id = r.car_id
  WHERE r.id = p_reservation_id
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
-- Mails queued before this migration and not sent yet get the numbers they would have had:
-- each change or cancellation one more than the one before it. The counters continue from
-- there, so the next change goes higher still.
UPDATE reservations r SET calendar_sequence = superseding.mails
FROM (SELECT reservation_id, count(*) AS mails FROM outbox
      WHERE kind IN ('booking-changed', 'booking-cancelled') GROUP BY reservation_id) superseding
WHERE r.id = superseding.reservation_id;
--> statement-breakpoint
UPDATE outbox o SET payload = o.payload || jsonb_build_object('calendarSequence',
  (SELECT count(*) FROM outbox earlier
   WHERE earlier.reservation_id = o.reservation_id AND earlier.id <= o.id
     AND earlier.kind IN ('booking-changed', 'booking-cancelled')))
WHERE o.reservation_id IS NOT NULL AND o.status <> 'SENT';
