-- Charge lines the office adds by hand (issue 42, decision 072): a no-show's fee of its own code,
-- and who added a line and when. The lines the booking, an extension or a return write have none.
ALTER TYPE "public"."charge_code" ADD VALUE 'NO_SHOW_FEE';--> statement-breakpoint
ALTER TABLE "reservation_charges" ADD COLUMN "added_by" integer;--> statement-breakpoint
ALTER TABLE "reservation_charges" ADD COLUMN "added_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_charges" ADD CONSTRAINT "reservation_charges_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;