CREATE TYPE "public"."outbox_status" AS ENUM('WAITING', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(30) NOT NULL,
	"recipient" varchar(100) NOT NULL,
	"reservation_id" integer,
	"payload" jsonb NOT NULL,
	"status" "outbox_status" DEFAULT 'WAITING' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim_id" uuid,
	"last_error" varchar(500),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."status" = 'WAITING';--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_one_reminder_key" ON "outbox" USING btree ("reservation_id") WHERE "outbox"."kind" = 'reminder';--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
-- A mail about a reservation, queued with the reservation as it is now (its customer, vehicle,
-- times, places and total), in the caller's transaction. A second reminder for one reservation
-- is dropped by outbox_one_reminder_key, so whoever enqueues reminders may try again freely.
CREATE FUNCTION enqueue_reservation_mail(p_kind varchar, p_reservation_id integer)
RETURNS void LANGUAGE sql VOLATILE AS $$
  INSERT INTO outbox (kind, recipient, reservation_id, payload)
  SELECT p_kind, u.email, r.id, jsonb_build_object(
           'reservationId', r.id, 'firstName', u.first_name, 'model', v.model,
           'pickUp', r.pick_up_time, 'dropOff', r.drop_off_time,
           'pickUpLocation', r.pick_up_location, 'dropOffLocation', r.drop_off_location,
           'totalPriceCents', r.total_price_cents, 'status', r.status)
  FROM reservations r
  JOIN users u ON u.id = r.user_id
  JOIN vehicles v ON v.id = r.car_id
  WHERE r.id = p_reservation_id
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- book_vehicle (migration 0008) and, when it booked, the confirmation mail: one statement, so
-- the booking and its mail commit together or not at all, still in one round trip.
CREATE FUNCTION book_vehicle_and_confirm(
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
