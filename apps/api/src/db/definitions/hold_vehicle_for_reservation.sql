-- A reservation holds its vehicle while PENDING_PAYMENT (waiting for its online payment,
-- decision 051), CREATED or IN_PROGRESS (on the road), from pick-up to
-- drop-off plus the turnaround buffer as it is when the times are set: one row in
-- vehicle_occupancy, whose exclusion constraint refuses a second holder over the same time
-- (decision 023). A later change of the buffer leaves existing holds as they are: the update
-- trigger fires only when the vehicle, the times or the status change. A check-out (CREATED to
-- IN_PROGRESS, same vehicle and times) leaves the hold's row untouched, so no other booking
-- can take the time between a delete and an insert, and the trip keeps its buffer
-- (decision 046).
-- Last changed by migration 0027_online-payment.
CREATE OR REPLACE FUNCTION hold_vehicle_for_reservation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status IN ('PENDING_PAYMENT', 'CREATED', 'IN_PROGRESS')
       AND NEW.status IN ('PENDING_PAYMENT', 'CREATED', 'IN_PROGRESS')
       AND (OLD.car_id, OLD.pick_up_time, OLD.drop_off_time)
           = (NEW.car_id, NEW.pick_up_time, NEW.drop_off_time) THEN
      RETURN NULL;
    END IF;
    DELETE FROM vehicle_occupancy WHERE reservation_id = OLD.id;
  END IF;
  IF NEW.status IN ('PENDING_PAYMENT', 'CREATED', 'IN_PROGRESS') THEN
    INSERT INTO vehicle_occupancy (car_id, during, reservation_id)
      VALUES (NEW.car_id,
              tstzrange(NEW.pick_up_time, NEW.drop_off_time + booking_buffer(), '[)'), NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reservations_hold_vehicle_inserted
  AFTER INSERT ON reservations
  FOR EACH ROW EXECUTE FUNCTION hold_vehicle_for_reservation();
--> statement-breakpoint
CREATE TRIGGER reservations_hold_vehicle_updated
  AFTER UPDATE OF car_id, pick_up_time, drop_off_time, status ON reservations
  FOR EACH ROW
  WHEN ((OLD.car_id, OLD.pick_up_time, OLD.drop_off_time, OLD.status)
        IS DISTINCT FROM (NEW.car_id, NEW.pick_up_time, NEW.drop_off_time, NEW.status))
  EXECUTE FUNCTION hold_vehicle_for_reservation();
