CREATE TABLE "receipts_owed" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"owed_since" timestamp with time zone NOT NULL,
	"facts" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipts_owed" ADD CONSTRAINT "receipts_owed_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Gives the receipts owed (receipts_owed, written by the settlements) their numbers: up to
-- p_limit of them, those owed longest first, as issued at p_issued_at in the year p_year, each
-- with its receipt mail queued (decision 061). Called in a transaction of its own, right after a
-- settlement commits and by the sweep (housekeeping.ts), so the year's counter row is locked only
-- while this function runs, never while a settlement does: a settlement never waits for it.
--
-- The counter's lock serialises the callers. Each statement after it reads what the caller
-- before committed (a VOLATILE function takes a fresh snapshot per statement), so no owed
-- receipt is numbered twice, and one whose booking already has its receipt (a settlement that
-- looked before that receipt's commit) is dropped without a number. Nothing owed: the counter is
-- not touched. The counter held longer than lock_timeout (no caller holds it for more than an
-- instant) makes the call fail, rolled back whole: the numbers have no gaps, and the receipts stay
-- owed for the next call. Answers how many owed rows it took.
-- Last changed by migration 0031_receipts-owed.
CREATE OR REPLACE FUNCTION issue_owed_receipts(
  p_year integer, p_issued_at timestamptz, p_limit integer
)
RETURNS integer LANGUAGE plpgsql VOLATILE
SET lock_timeout = '1s'
AS $$
DECLARE
  v_first integer;
  v_last integer;
  v_taken integer := 0;
  v_owed record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM receipts_owed) THEN
    RETURN 0;
  END IF;
  INSERT INTO receipt_counters (year, last_number) VALUES (p_year, 0)
  ON CONFLICT (year) DO NOTHING;
  SELECT last_number INTO v_first FROM receipt_counters WHERE year = p_year FOR UPDATE;
  v_last := v_first;
  FOR v_owed IN
    SELECT o.reservation_id, o.facts FROM receipts_owed o
    ORDER BY o.owed_since, o.reservation_id
    LIMIT p_limit
  LOOP
    DELETE FROM receipts_owed WHERE reservation_id = v_owed.reservation_id;
    -- Taken meanwhile by a caller on another year's counter (at the turn of the year).
    CONTINUE WHEN NOT FOUND;
    v_taken := v_taken + 1;
    CONTINUE WHEN EXISTS (SELECT 1 FROM receipts r WHERE r.reservation_id = v_owed.reservation_id);
    v_last := v_last + 1;
    INSERT INTO receipts (reservation_id, year, number, issued_at)
    VALUES (v_owed.reservation_id, p_year, v_last, p_issued_at);
    PERFORM enqueue_reservation_mail('receipt', v_owed.reservation_id, jsonb_build_object(
      'receipt', v_owed.facts || jsonb_build_object(
        'year', p_year, 'number', v_last, 'issuedAt', p_issued_at)));
  END LOOP;
  IF v_last > v_first THEN
    UPDATE receipt_counters SET last_number = v_last WHERE year = p_year;
  END IF;
  RETURN v_taken;
END $$;
