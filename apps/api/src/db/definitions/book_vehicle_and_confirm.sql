-- book_vehicle and, when it booked, the confirmation mail (enqueue_reservation_mail): one
-- statement, so the booking and its mail commit together or not at all, still in one round
-- trip. The booking path calls it as a prepared statement (booking-statements.ts).
-- Last changed by migration 0009_outbox-and-password-resets.
CREATE OR REPLACE FUNCTION book_vehicle_and_confirm(
  p_car_id integer,
  p_user_id integer,
  p_pick_up timestamptz,
  p_drop_off timestamptz,
  p_pick_up_location varchar,
  p_drop_off_location varchar,
  p_hours integer,
  p_now timestamptz,
  p_active_since timestamptz,
  p_max_active integer
) RETURNS TABLE (vehicle_found boolean, limit_reached boolean, reservation_id integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  outcome record;
BEGIN
  SELECT * INTO outcome FROM book_vehicle(p_car_id, p_user_id, p_pick_up, p_drop_off,
    p_pick_up_location, p_drop_off_location, p_hours, p_now, p_active_since, p_max_active);
  IF outcome.reservation_id IS NOT NULL THEN
    PERFORM enqueue_reservation_mail('booking-confirmed', outcome.reservation_id);
  END IF;
  RETURN QUERY SELECT outcome.vehicle_found, outcome.limit_reached, outcome.reservation_id;
END;
$$;
