-- Accounts carry a data version like the catalogue: every change to users (a password, a role,
-- a deleted account, from any instance or psql) raises it in the same transaction. A signed-in
-- request compares this one number, read once per round trip for all concurrent requests,
-- instead of loading its user row every time.
INSERT INTO data_versions (name, version) VALUES ('accounts', 1);
--> statement-breakpoint
CREATE TRIGGER users_bump_accounts_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('accounts');
