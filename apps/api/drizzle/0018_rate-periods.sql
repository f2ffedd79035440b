-- The office's rate periods (contract section 6, decision 043).
CREATE TABLE "rate_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(50) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"percent" smallint NOT NULL,
	CONSTRAINT "rate_periods_end_not_before_start" CHECK ("rate_periods"."end_date" >= "rate_periods"."start_date"),
	CONSTRAINT "rate_periods_percent_range" CHECK ("rate_periods"."percent" BETWEEN -90 AND 300)
);
--> statement-breakpoint
-- No two rate periods share a day, whatever edits run at once: the service's check only finds
-- the name to give in the sentence.
ALTER TABLE "rate_periods" ADD CONSTRAINT "rate_periods_no_overlap"
  EXCLUDE USING gist (daterange("start_date", "end_date", '[]') WITH &&);
