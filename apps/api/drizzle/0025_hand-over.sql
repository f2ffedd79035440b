-- The hand-over and the return (issue 23, decision 046). A trip between check-out and check-in
-- is IN_PROGRESS. PostgreSQL lets no statement use a new enum value in the transaction that
-- adds it, and the migrator applies every pending migration in one transaction: nothing below
-- uses 'IN_PROGRESS' but the PL/pgSQL body, which is read when it runs, after the commit.
ALTER TYPE "reservation_status" ADD VALUE 'IN_PROGRESS' AFTER 'CREATED';--> statement-breakpoint
CREATE TYPE "handover_kind" AS ENUM('CHECK_OUT', 'CHECK_IN');--> statement-breakpoint
-- The licence check at check-out (contract section 6, "The driver"), and the late-return mail
-- queued once per trip.
ALTER TABLE "reservations" ADD COLUMN "license_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "license_checked_by" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "late_notice_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_license_checked_by_users_id_fk" FOREIGN KEY ("license_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "reservation_handovers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_handovers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"kind" "handover_kind" NOT NULL,
	"odometer" integer NOT NULL,
	"fuel_eighths" smallint NOT NULL,
	"notes" varchar(1000),
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" integer,
	"returned_at" timestamp with time zone,
	CONSTRAINT "reservation_handovers_odometer_not_negative" CHECK ("reservation_handovers"."odometer" >= 0),
	CONSTRAINT "reservation_handovers_fuel_range" CHECK ("reservation_handovers"."fuel_eighths" BETWEEN 0 AND 8)
);--> statement-breakpoint
CREATE TABLE "handover_photos" (
	"handover_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"image_id" uuid NOT NULL,
	CONSTRAINT "handover_photos_handover_id_position_pk" PRIMARY KEY("handover_id","position")
);--> statement-breakpoint
CREATE TABLE "handover_damages" (
	"handover_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"description" varchar(200) NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "handover_damages_handover_id_position_pk" PRIMARY KEY("handover_id","position"),
	CONSTRAINT "handover_damages_amount_not_negative" CHECK ("handover_damages"."amount_cents" >= 0)
);--> statement-breakpoint
ALTER TABLE "reservation_handovers" ADD CONSTRAINT "reservation_handovers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_handovers" ADD CONSTRAINT "reservation_handovers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_handover_id_reservation_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."reservation_handovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_damages" ADD CONSTRAINT "handover_damages_handover_id_reservation_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."reservation_handovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One record of each kind per reservation; a photo belongs to one record only.
CREATE UNIQUE INDEX "reservation_handovers_one_per_kind_key" ON "reservation_handovers" USING btree ("reservation_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "handover_photos_image_key" ON "handover_photos" USING btree ("image_id");--> statement-breakpoint
-- The office's overdue list and the late-return mails read the trips on the road by drop-off.
CREATE INDEX "reservations_drop_off_idx" ON "reservations" USING btree ("drop_off_time","id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION hold_vehicle_for_reservation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status IN ('CREATED', 'IN_PROGRESS') AND NEW.status IN ('CREATED', 'IN_PROGRESS')
       AND (OLD.car_id, OLD.pick_up_time, OLD.drop_off_time)
           = (NEW.car_id, NEW.pick_up_time, NEW.drop_off_time) THEN
      RETURN NULL;
    END IF;
    DELETE FROM vehicle_occupancy WHERE reservation_id = OLD.id;
  END IF;
  IF NEW.status IN ('CREATED', 'IN_PROGRESS') THEN
    INSERT INTO vehicle_occupancy (car_id, during, reservation_id)
      VALUES (NEW.car_id,
              tstzrange(NEW.pick_up_time, NEW.drop_off_time + booking_buffer(), '[)'), NEW.id);
  END IF;
  RETURN NULL;
END $$;
