-- Triggers keep data_versions and row_counts right whatever writes the tables (the API, the seed,
-- an operator in psql), in the same transaction as the change itself.

-- The catalogue (vehicles and their images) carries a version that every change raises. Server
-- instances cache catalogue answers and compare this one number on each request, so an
-- administrator's change is visible on the very next request, on every instance.
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO data_versions (name, version) VALUES ('catalogue', 1);
--> statement-breakpoint
CREATE TRIGGER vehicles_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER images_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
--> statement-breakpoint

-- Exact row counts for page totals: count(*) over a million reservations takes tens of
-- milliseconds, a sum over at most 64 shards does not. Each connection adds to its own shard,
-- so concurrent bookings rarely wait on one another's counter row.
CREATE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE FUNCTION reset_row_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO row_counts (table_name, shard, rows)
  SELECT 'reservations', 0, count(*) FROM reservations;
--> statement-breakpoint
CREATE TRIGGER reservations_count_inserted
  AFTER INSERT ON reservations REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER reservations_count_deleted
  AFTER DELETE ON reservations REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER reservations_count_truncated
  AFTER TRUNCATE ON reservations
  FOR EACH STATEMENT EXECUTE FUNCTION reset_row_count();
