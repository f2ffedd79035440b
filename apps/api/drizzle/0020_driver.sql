-- The driver (contract section 6): all optional; a known date of birth or licence expiry is
-- judged at booking (decision 043).
ALTER TABLE "users" ADD COLUMN "license_number" varchar(30);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "license_region" varchar(50);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "license_expiry" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;