CREATE TABLE "patent_landscapes" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"facts" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patent_index_stats" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A stored landscape (patent_landscapes) is valid while the index's version is the one it was computed at: every
-- statement that changes a landscape's inputs (patents, their CPC symbols, their assignees), whatever the writer,
-- bumps the version. One row update per statement, on the row the search statistics' triggers already lock; a
-- statement that changes nothing (an import of unchanged records) leaves it alone.
CREATE OR REPLACE FUNCTION patents_bump_version() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE patent_index_stats SET version = version + 1;
  ELSIF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE patent_index_stats SET version = version + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patents_version_insert AFTER INSERT ON patents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION patents_bump_version();
--> statement-breakpoint
CREATE TRIGGER patents_version_update AFTER UPDATE ON patents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION patents_bump_version();
--> statement-breakpoint
CREATE TRIGGER patents_version_delete AFTER DELETE ON patents
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION patents_bump_version();
--> statement-breakpoint
CREATE TRIGGER patents_version_truncate AFTER TRUNCATE ON patents
  FOR EACH STATEMENT EXECUTE FUNCTION patents_bump_version();
--> statement-breakpoint
CREATE TRIGGER patent_cpc_version_insert AFTER INSERT ON patent_cpc
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION patents_bump_version();
--> statement-breakpoint
CREATE TRIGGER patent_cpc_version_update AFTER UPDATE ON patent_cpc
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION patents_bump_version();
--> statement-breakpoint
CREATE TRIGGER patent_cpc_version_delete AFTER DELETE ON patent_cpc
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION patents_bump_version();
--> statement-breakpoint
CREATE TRIGGER patent_cpc_version_truncate AFTER TRUNCATE ON patent_cpc
  FOR EACH STATEMENT EXECUTE FUNCTION patents_bump_version();
--> statement-breakpoint
CREATE TRIGGER patent_assignees_version_insert AFTER INSERT ON patent_assignees
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION patents_bump_version();
--> statement-breakpoint
CREATE TRIGGER patent_assignees_version_update AFTER UPDATE ON patent_assignees
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION patents_bump_version();
--> statement-breakpoint
CREATE TRIGGER patent_assignees_version_delete AFTER DELETE ON patent_assignees
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION patents_bump_version();
--> statement-breakpoint
CREATE TRIGGER patent_assignees_version_truncate AFTER TRUNCATE ON patent_assignees
  FOR EACH STATEMENT EXECUTE FUNCTION patents_bump_version();
