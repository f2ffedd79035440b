-- Two CREATED reservations of one vehicle may never overlap. The database decides, so that
-- concurrent bookings (on any number of server instances) cannot both win. Intervals are
-- half-open, so a booking may start the instant the previous one ends.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("car_id" WITH =, tstzrange("pick_up_time", "drop_off_time", '[)') WITH &&)
  WHERE ("status" = 'CREATED');
