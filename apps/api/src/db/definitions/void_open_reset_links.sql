-- A password-reset link is good for the password and the address it was mailed for: whatever
-- changes either (the user's own change, an e-mail change, an administrator setting a password,
-- the reset itself) voids every open link of that user. A trigger, so that no path forgets it.
-- Last changed by migration 0014_reset-links-void-on-credential-change.
CREATE OR REPLACE FUNCTION void_open_reset_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE password_reset_tokens SET used_at = now()
  WHERE user_id = NEW.id AND used_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_void_open_reset_links
  AFTER UPDATE OF password_hash, email ON users
  FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash
        OR lower(OLD.email) IS DISTINCT FROM lower(NEW.email))
  EXECUTE FUNCTION void_open_reset_links();
