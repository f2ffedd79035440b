-- Money steps as durable tasks (decision 064): the deposit's hold, capture, release and the
-- charge beyond it are written with the hand-over that implies them, each with a random
-- idempotency key, and carried out after its commit; a payment row names the task that moved it,
-- once per kind, so a task is never recorded twice.
CREATE TYPE "public"."money_task_kind" AS ENUM('HOLD', 'CAPTURE', 'RELEASE', 'CHARGE');--> statement-breakpoint
CREATE TYPE "public"."money_task_state" AS ENUM('PENDING', 'DONE', 'FAILED');--> statement-breakpoint
CREATE TABLE "money_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"kind" "money_task_kind" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"state" "money_task_state" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claim_id" uuid,
	"claimed_until" timestamp with time zone,
	"provider_ref" varchar(255),
	"last_error" varchar(300),
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "money_tasks_amount_positive" CHECK ("money_tasks"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "money_task_id" integer;--> statement-breakpoint
ALTER TABLE "money_tasks" ADD CONSTRAINT "money_tasks_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_tasks_idempotency_key" ON "money_tasks" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "money_tasks_reservation_idx" ON "money_tasks" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "money_tasks_state_idx" ON "money_tasks" USING btree ("state","next_attempt_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_money_task_id_money_tasks_id_fk" FOREIGN KEY ("money_task_id") REFERENCES "public"."money_tasks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_money_task_key" ON "payments" USING btree ("money_task_id","kind");