CREATE TABLE "patent_index_stats" (
	"id" integer PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL,
	"lexemes" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patent_terms" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patents" ADD COLUMN "text_length" integer;--> statement-breakpoint
-- BM25's document length: the distinct lexemes of the title and abstract, set with the vector. Claims count a tenth
-- in the score and not in the length, so the few patents with full claims are not pushed down by their length alone.
CREATE OR REPLACE FUNCTION patents_search_vector() RETURNS trigger AS $$
DECLARE
  text_vector tsvector := setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.abstract, '')), 'B');
BEGIN
  NEW.search := text_vector || setweight(to_tsvector('english', array_to_string(NEW.claims, ' ')), 'C');
  NEW.text_length := length(text_vector);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Before the statistics triggers exist, so this rewrite does not count every lexeme out and in again.
UPDATE patents SET text_length = length(ts_filter(search, '{a,b}'));
--> statement-breakpoint
-- BM25's term statistics (docs/decisions/0020-search-ranking.md), kept exact by every write to patents whatever the
-- writer (corpus load, bulk-XML import, a SQL console): statement-level triggers read the written rows from their
-- transition tables, so a batch of 500 patents is one grouped upsert, and the cost follows the batch, not the index.
-- refreshSearchStatistics (search-statistics.repository.ts) recounts everything, for loads that bypass triggers.
CREATE OR REPLACE FUNCTION patents_count_terms() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM patent_terms;
    UPDATE patent_index_stats SET documents = 0, lexemes = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO patent_terms AS t (lexeme, documents)
      SELECT lexeme, count(*) FROM new_rows, unnest(tsvector_to_array(search)) AS lexeme
      GROUP BY lexeme ORDER BY lexeme
      ON CONFLICT (lexeme) DO UPDATE SET documents = t.documents + excluded.documents;
    UPDATE patent_index_stats SET documents = documents + (SELECT count(*) FROM new_rows),
      lexemes = lexemes + (SELECT coalesce(sum(text_length), 0) FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE patent_terms AS t SET documents = t.documents - o.n
      FROM (SELECT lexeme, count(*) AS n FROM old_rows, unnest(tsvector_to_array(search)) AS lexeme
            GROUP BY lexeme) AS o
      WHERE t.lexeme = o.lexeme;
    UPDATE patent_index_stats SET documents = documents - (SELECT count(*) FROM old_rows),
      lexemes = lexemes - (SELECT coalesce(sum(text_length), 0) FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patents_count_terms_insert AFTER INSERT ON patents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patents_count_terms();
--> statement-breakpoint
CREATE TRIGGER patents_count_terms_update AFTER UPDATE ON patents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patents_count_terms();
--> statement-breakpoint
CREATE TRIGGER patents_count_terms_delete AFTER DELETE ON patents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patents_count_terms();
--> statement-breakpoint
CREATE TRIGGER patents_count_terms_truncate AFTER TRUNCATE ON patents
  FOR EACH STATEMENT EXECUTE FUNCTION patents_count_terms();
--> statement-breakpoint
-- The patents already indexed when this migration runs.
INSERT INTO patent_index_stats (id, documents, lexemes)
  SELECT 1, count(*), coalesce(sum(text_length), 0) FROM patents;
--> statement-breakpoint
INSERT INTO patent_terms (lexeme, documents) SELECT word, ndoc FROM ts_stat('SELECT search FROM patents');
