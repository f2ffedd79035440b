-- The catalogue (vehicles, their images and the rate periods that price them) and the accounts
-- (users, and the sessions that end) each carry a version in data_versions that every change raises, in the same
-- transaction as the change, whatever writes the tables: the API, the seed, an operator in
-- psql. Server instances cache answers and compare this one number on each request
-- (docs/caching.md), so a change is visible on the very next request, on every instance. The trigger's argument names the version it raises.
-- Last changed by migration 0043_sessions.
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vehicles_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER images_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER rate_periods_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rate_periods
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER users_bump_accounts_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('accounts');
--> statement-breakpoint
CREATE TRIGGER sessions_bump_accounts_version
  AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('accounts');
