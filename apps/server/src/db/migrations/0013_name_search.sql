-- Name search reads the distinct names first (decision 0026): on a million patents 7,006 assignee names stand for
-- 841,497 rows, so a trigram look-up no longer visits every patent of every similar name; each name's number of
-- patents tells the search how many of the best names it needs.
CREATE TABLE "patent_assignee_names" (
	"name" text PRIMARY KEY NOT NULL,
	"patents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patent_inventor_names" (
	"name" text PRIMARY KEY NOT NULL,
	"patents" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO patent_assignee_names (name, patents)
  SELECT lower(name), count(DISTINCT number) FROM patent_assignees GROUP BY 1;
--> statement-breakpoint
INSERT INTO patent_inventor_names (name, patents)
  SELECT lower(name), count(DISTINCT number) FROM patent_inventors GROUP BY 1;
--> statement-breakpoint
CREATE INDEX "patent_assignee_names_trgm_idx" ON "patent_assignee_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patent_inventor_names_trgm_idx" ON "patent_inventor_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patent_assignees_name_number_idx" ON "patent_assignees" USING btree (lower("name"),"number");--> statement-breakpoint
CREATE INDEX "patent_inventors_name_number_idx" ON "patent_inventors" USING btree (lower("name"),"number");--> statement-breakpoint
-- The counts follow every write, whatever the writer, as the search statistics do (migration 0011): one grouped
-- statement per written statement. A name's count is its distinct patents in the rows written (a patent's names
-- are replaced whole by the importer, so a patent is counted once).
CREATE OR REPLACE FUNCTION patent_names_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    IF TG_TABLE_NAME = 'patent_inventors' THEN DELETE FROM patent_inventor_names;
    ELSE DELETE FROM patent_assignee_names; END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF TG_TABLE_NAME = 'patent_inventors' THEN
      UPDATE patent_inventor_names AS t SET patents = t.patents - o.n
        FROM (SELECT lower(name) AS name, count(DISTINCT number) AS n FROM old_rows GROUP BY 1) AS o
        WHERE t.name = o.name;
    ELSE
      UPDATE patent_assignee_names AS t SET patents = t.patents - o.n
        FROM (SELECT lower(name) AS name, count(DISTINCT number) AS n FROM old_rows GROUP BY 1) AS o
        WHERE t.name = o.name;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF TG_TABLE_NAME = 'patent_inventors' THEN
      INSERT INTO patent_inventor_names AS t (name, patents)
        SELECT lower(name), count(DISTINCT number) FROM new_rows GROUP BY 1 ORDER BY 1
        ON CONFLICT (name) DO UPDATE SET patents = t.patents + excluded.patents;
    ELSE
      INSERT INTO patent_assignee_names AS t (name, patents)
        SELECT lower(name), count(DISTINCT number) FROM new_rows GROUP BY 1 ORDER BY 1
        ON CONFLICT (name) DO UPDATE SET patents = t.patents + excluded.patents;
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patent_inventors_names_insert AFTER INSERT ON patent_inventors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patent_names_count();
--> statement-breakpoint
CREATE TRIGGER patent_inventors_names_update AFTER UPDATE ON patent_inventors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patent_names_count();
--> statement-breakpoint
CREATE TRIGGER patent_inventors_names_delete AFTER DELETE ON patent_inventors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patent_names_count();
--> statement-breakpoint
CREATE TRIGGER patent_inventors_names_truncate AFTER TRUNCATE ON patent_inventors
  FOR EACH STATEMENT EXECUTE FUNCTION patent_names_count();
--> statement-breakpoint
CREATE TRIGGER patent_assignees_names_insert AFTER INSERT ON patent_assignees
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patent_names_count();
--> statement-breakpoint
CREATE TRIGGER patent_assignees_names_update AFTER UPDATE ON patent_assignees
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patent_names_count();
--> statement-breakpoint
CREATE TRIGGER patent_assignees_names_delete AFTER DELETE ON patent_assignees
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patent_names_count();
--> statement-breakpoint
CREATE TRIGGER patent_assignees_names_truncate AFTER TRUNCATE ON patent_assignees
  FOR EACH STATEMENT EXECUTE FUNCTION patent_names_count();
