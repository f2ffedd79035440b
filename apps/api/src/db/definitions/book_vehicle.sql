-- A customer's booking, decided in one call (through book_vehicle_and_confirm, from
-- modules/reservations/booking-statements.ts). It takes two statements: the first locks the
-- customer's row, so that one customer's bookings take turns; the second, whose snapshot is
-- taken after that lock (a volatile function's statements each take their own), counts the
-- customer's active reservations, those booked just before included, and books unless they hold
-- p_max_active already or the window is taken. In one function the booking stays one round
-- trip: as a transaction of its own (BEGIN, lock, book, COMMIT) it took the API server about
-- 240 µs of CPU per booking instead of 90 in a micro-benchmark (8 bookings at a time on
-- PostgreSQL).
--
-- The price is the trip's total as the server computed it from the vehicle's prices just read
-- (p_total_cents, the sum of the charge lines book_vehicle_and_confirm stores: decision 044);
-- the deposit is the vehicle's, read in the same statement as the insert. Taken: something in vehicle_occupancy (decision 023) overlaps the window with the
-- turnaround buffer after it, the rule of occupancy.ts; NOT EXISTS answers the common conflict
-- without an error, and the exclusion constraint still refuses what the statement's snapshot
-- could not see. Locking the vehicle's row makes bookings of one vehicle take turns: without it,
-- bookings that arrive together each wait inside the exclusion check for one another and
-- PostgreSQL aborts them as deadlocked. NO KEY UPDATE leaves the reservations' foreign-key
-- checks unblocked. The overlap check names the vehicle by the parameter, not by the row read
-- beside it: with `o.car_id = v.id` the planner probed the exclusion index by the window alone,
-- walking every vehicle's bookings in it.
--
-- The booking is stored with p_status: CREATED, or PENDING_PAYMENT while it waits for its
-- online payment (decision 051), which holds the vehicle all the same.
--
-- Active: CREATED or PENDING_PAYMENT with a drop-off after p_now. No booking lasts longer than the longest one
-- allowed, so an active one was picked up after p_active_since (now less that length): the bound
-- lets the (user_id, pick_up_time) index skip the customer's history.
-- Last changed by migration 0027_online-payment.
CREATE OR REPLACE FUNCTION book_vehicle(
  p_car_id integer,
  p_user_id integer,
  p_pick_up timestamptz,
  p_drop_off timestamptz,
  p_pick_up_location varchar,
  p_drop_off_location varchar,
  p_total_cents bigint,
  p_now timestamptz,
  p_active_since timestamptz,
  p_max_active integer,
  p_status reservation_status
) RETURNS TABLE (vehicle_found boolean, limit_reached boolean, reservation_id integer)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR NO KEY UPDATE;
  RETURN QUERY
  WITH v AS (
         SELECT ve.id, ve.deposit_cents FROM vehicles ve
         WHERE ve.id = p_car_id FOR NO KEY UPDATE),
       held AS (
         SELECT count(*) AS n FROM (
           SELECT 1 FROM reservations r
           WHERE r.user_id = p_user_id AND r.status IN ('CREATED', 'PENDING_PAYMENT')
             AND r.drop_off_time > p_now
             AND r.pick_up_time > p_active_since
           LIMIT p_max_active) active),
       booked AS (
         INSERT INTO reservations (car_id, user_id, pick_up_time, drop_off_time,
                                   pick_up_location, drop_off_location, status, total_price_cents,
                                   deposit_cents)
         SELECT v.id, p_user_id, p_pick_up, p_drop_off, p_pick_up_location, p_drop_off_location,
                p_status, p_total_cents, v.deposit_cents
         FROM v, held
         WHERE held.n < p_max_active
           AND NOT EXISTS (
             SELECT 1 FROM vehicle_occupancy o
             WHERE o.car_id = p_car_id
               AND o.during && tstzrange(p_pick_up, p_drop_off + booking_buffer(), '[)'))
         RETURNING reservations.id)
  SELECT EXISTS (SELECT 1 FROM v), (SELECT held.n FROM held) >= p_max_active,
         (SELECT booked.id FROM booked);
END;
$$;
