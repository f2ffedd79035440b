-- An out-of-service block holds its vehicle from start to end: one row in vehicle_occupancy,
-- beside the reservations' (decision 023). The buffer follows rentals only: a block's end is
-- when the car is ready.
-- Last changed by migration 0011_out-of-service-blocks-and-buffer.
CREATE OR REPLACE FUNCTION hold_vehicle_for_block() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM vehicle_occupancy WHERE block_id = OLD.id;
  END IF;
  INSERT INTO vehicle_occupancy (car_id, during, block_id)
    VALUES (NEW.car_id, tstzrange(NEW.start_time, NEW.end_time, '[)'), NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vehicle_blocks_hold_vehicle
  AFTER INSERT OR UPDATE ON vehicle_blocks
  FOR EACH ROW EXECUTE FUNCTION hold_vehicle_for_block();
