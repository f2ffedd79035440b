-- Credit notes (issue 42, decision 075): a refund made after the booking's receipt was numbered
-- leaves the receipt as issued and gets a numbered note of its own, gap-free in its year.
CREATE TABLE "credit_note_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"receipt_year" smallint NOT NULL,
	"receipt_number" integer NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_number_key" ON "credit_notes" USING btree ("year","number");--> statement-breakpoint
CREATE INDEX "credit_notes_reservation_idx" ON "credit_notes" USING btree ("reservation_id");