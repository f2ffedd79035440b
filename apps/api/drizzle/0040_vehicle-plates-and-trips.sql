-- The car as the office knows it (issue 42, decision 071): a licence plate, one car to a plate
-- whatever its case, spaces and dashes; and a car's trips found by status and pick-up, for the
-- trip on the road now and the last one back (the odometer), which also serves the vehicle's
-- foreign key that reservations_car_idx served.
ALTER TABLE "vehicles" ADD COLUMN "plate_number" varchar(12);--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_number_key" ON "vehicles" USING btree (upper(regexp_replace("plate_number", '[ -]', '', 'g')));--> statement-breakpoint
CREATE INDEX "reservations_car_status_pick_up_idx" ON "reservations" USING btree ("car_id","status","pick_up_time");--> statement-breakpoint
DROP INDEX "reservations_car_idx";
