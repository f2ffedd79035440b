-- A truncated table counts no rows: its shards in row_counts (see count_rows) go with it.
-- Last changed by migration 0003_version-and-count-triggers.
CREATE OR REPLACE FUNCTION reset_row_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reservations_count_truncated
  AFTER TRUNCATE ON reservations
  FOR EACH STATEMENT EXECUTE FUNCTION reset_row_count();
