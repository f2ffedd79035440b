CREATE TABLE "card_refunds_in_flight" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" varchar(100) NOT NULL,
	"parts" jsonb NOT NULL,
	"refunded_by" integer,
	"note" varchar(200),
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_refunds_in_flight_amount_positive" CHECK ("card_refunds_in_flight"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "card_refunds_in_flight" ADD CONSTRAINT "card_refunds_in_flight_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_refunds_in_flight_claimed_idx" ON "card_refunds_in_flight" USING btree ("claimed_at");