-- Every server keeps signed-in sessions and analysis histories in short-lived caches; these tell all of them, on
-- commit, that a session ended or changed ('s:<token hash>'), that a user changed or went ('u:<user id>') or that a
-- user's analyses changed ('a:<user id>'), so they drop the entries (apps/server/src/db/changes.ts).
-- A touch (last_seen_at moving forward, nothing else) is the one change that is not announced: it happens every
-- minute of use and the server that makes it keeps its own entry up to date.
CREATE OR REPLACE FUNCTION sessions_notify_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('clarity_changes', 's:' || OLD.token_hash);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_notify_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_update
  AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    NOT (
      NEW.last_seen_at >= OLD.last_seen_at
      AND (NEW.token_hash, NEW.user_id, NEW.created_at, NEW.expires_at)
        IS NOT DISTINCT FROM (OLD.token_hash, OLD.user_id, OLD.created_at, OLD.expires_at)
    )
  )
  EXECUTE FUNCTION sessions_notify_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_notify_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('clarity_changes', 'u:' || OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_change
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_notify_change();
--> statement-breakpoint
-- A pending e-mail change is shown with the signed-in user, so it is cached with the session too.
CREATE OR REPLACE FUNCTION email_change_notify() RETURNS trigger AS $$
DECLARE
  row one_time_tokens := COALESCE(NEW, OLD);
BEGIN
  IF row.kind = 'change_email' AND row.user_id IS NOT NULL THEN
    PERFORM pg_notify('clarity_changes', 'u:' || row.user_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER one_time_tokens_notify_email_change
  AFTER INSERT OR UPDATE OR DELETE ON one_time_tokens
  FOR EACH ROW EXECUTE FUNCTION email_change_notify();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analyses_notify_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('clarity_changes', 'a:' || COALESCE(NEW.user_id, OLD.user_id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER analyses_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON analyses
  FOR EACH ROW EXECUTE FUNCTION analyses_notify_change();
