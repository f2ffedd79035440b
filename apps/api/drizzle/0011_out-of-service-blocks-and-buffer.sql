CREATE TABLE "booking_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_settings_one_row" CHECK ("booking_settings"."id"),
	CONSTRAINT "booking_settings_buffer_range" CHECK ("booking_settings"."buffer_minutes" BETWEEN 0 AND 1440)
);
--> statement-breakpoint
CREATE TABLE "vehicle_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"reason" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_blocks_end_after_start" CHECK ("vehicle_blocks"."end_time" > "vehicle_blocks"."start_time")
);
--> statement-breakpoint
CREATE TABLE "vehicle_occupancy" (
	"car_id" integer NOT NULL,
	"during" "tstzrange" NOT NULL,
	"reservation_id" integer,
	"block_id" integer,
	CONSTRAINT "vehicle_occupancy_one_holder" CHECK (num_nonnulls("vehicle_occupancy"."reservation_id", "vehicle_occupancy"."block_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "vehicle_blocks" ADD CONSTRAINT "vehicle_blocks_car_id_vehicles_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_occupancy" ADD CONSTRAINT "vehicle_occupancy_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_occupancy" ADD CONSTRAINT "vehicle_occupancy_block_id_vehicle_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."vehicle_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_blocks_car_idx" ON "vehicle_blocks" USING btree ("car_id","start_time");--> statement-breakpoint
CREATE INDEX "vehicle_blocks_during_idx" ON "vehicle_blocks" USING gist (tstzrange("start_time", "end_time", '[)'));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_occupancy_reservation_key" ON "vehicle_occupancy" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_occupancy_block_key" ON "vehicle_occupancy" USING btree ("block_id");--> statement-breakpoint
-- One rule for what holds a vehicle (decision 023): CREATED reservations, with the turnaround
-- buffer after each, and out-of-service blocks never overlap. The database decides, whatever
-- writes the rows and however many writers race: every holder has one row here, kept by the
-- triggers below, and this constraint refuses a second one over the same time. It replaces
-- reservations_no_overlap (migration 0001), which it contains.
ALTER TABLE "vehicle_occupancy" ADD CONSTRAINT "vehicle_occupancy_no_overlap"
  EXCLUDE USING gist ("car_id" WITH =, "during" WITH &&);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_no_overlap";
--> statement-breakpoint
-- The server writes BOOKING_BUFFER_MINUTES here at start; until then no buffer.
INSERT INTO "booking_settings" ("id", "buffer_minutes") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION booking_buffer() RETURNS interval LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT make_interval(mins => buffer_minutes) FROM booking_settings),
                  interval '0')
$$;
--> statement-breakpoint
-- A reservation holds its vehicle while CREATED, from pick-up to drop-off plus the buffer as it
-- is when the times are set: a later change of the setting leaves existing holds as they are.
CREATE FUNCTION hold_vehicle_for_reservation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM vehicle_occupancy WHERE reservation_id = OLD.id;
  END IF;
  IF NEW.status = 'CREATED' THEN
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
--> statement-breakpoint
-- A block holds its vehicle from start to end; the buffer follows rentals only.
CREATE FUNCTION hold_vehicle_for_block() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
INSERT INTO vehicle_occupancy (car_id, during, reservation_id)
  SELECT car_id, tstzrange(pick_up_time, drop_off_time, '[)'), id
  FROM reservations WHERE status = 'CREATED';
--> statement-breakpoint
-- book_vehicle (migration 0008) asks the occupancy instead of the reservations, the buffer
-- included; the exclusion constraint still refuses what its snapshot could not see.
CREATE OR REPLACE FUNCTION book_vehicle(
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
BEGIN
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR NO KEY UPDATE;
  RETURN QUERY
  WITH v AS (
         SELECT ve.id, ve.price_per_hour_cents FROM vehicles ve
         WHERE ve.id = p_car_id FOR NO KEY UPDATE),
       held AS (
         SELECT count(*) AS n FROM (
           SELECT 1 FROM reservations r
           WHERE r.user_id = p_user_id AND r.status = 'CREATED' AND r.drop_off_time > p_now
             AND r.pick_up_time > p_active_since
           LIMIT p_max_active) active),
       booked AS (
         INSERT INTO reservations (car_id, user_id, pick_up_time, drop_off_time,
                                   pick_up_location, drop_off_location, status, total_price_cents)
         SELECT v.id, p_user_id, p_pick_up, p_drop_off, p_pick_up_location, p_drop_off_location,
                'CREATED', v.price_per_hour_cents::bigint * p_hours
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
