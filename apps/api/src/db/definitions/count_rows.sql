-- Exact row counts for page totals: count(*) over a million reservations takes tens of
-- milliseconds, a sum over at most 64 shards of row_counts does not. Each connection adds to its
-- own shard, so concurrent bookings rarely wait on one another's counter row. Written in the
-- same transaction as the rows counted, whatever writes them. TRUNCATE: reset_row_count.
-- Last changed by migration 0003_version-and-count-triggers.
CREATE OR REPLACE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM added_rows;
  ELSE
    SELECT -count(*) INTO delta FROM removed_rows;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO row_counts AS counts (table_name, shard, rows)
      VALUES (TG_TABLE_NAME, pg_backend_pid() % 64, delta)
      ON CONFLICT (table_name, shard) DO UPDATE SET rows = counts.rows + excluded.rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reservations_count_inserted
  AFTER INSERT ON reservations REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER reservations_count_deleted
  AFTER DELETE ON reservations REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
