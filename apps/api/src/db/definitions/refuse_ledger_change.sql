-- The ledger is history: a payment row is never changed or deleted, a correction is a new row
-- (decision 048). Refused here rather than only in the app, so no code path, script or hand
-- in psql can rewrite what was paid. TRUNCATE (the demo seed's reset) is not a row change.
-- Last changed by migration 0026_the-ledger.
CREATE OR REPLACE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payments are never changed or deleted; record a correction as a new row'
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_never_change
  BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
