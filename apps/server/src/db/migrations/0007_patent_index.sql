CREATE TABLE "cpc_titles" (
	"code" text PRIMARY KEY NOT NULL,
	"level" integer,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patent_assignees" (
	"number" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "patent_assignees_number_position_pk" PRIMARY KEY("number","position")
);
--> statement-breakpoint
CREATE TABLE "patent_citations" (
	"number" text NOT NULL,
	"position" integer NOT NULL,
	"cited_number" text NOT NULL,
	"kind" text,
	"category" text,
	"date" text,
	CONSTRAINT "patent_citations_number_position_pk" PRIMARY KEY("number","position")
);
--> statement-breakpoint
CREATE TABLE "patent_cpc" (
	"number" text NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "patent_cpc_number_position_pk" PRIMARY KEY("number","position")
);
--> statement-breakpoint
CREATE TABLE "patent_inventors" (
	"number" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "patent_inventors_number_position_pk" PRIMARY KEY("number","position")
);
--> statement-breakpoint
CREATE TABLE "patents" (
	"number" text PRIMARY KEY NOT NULL,
	"kind" text,
	"doc_type" text NOT NULL,
	"patent_type" text NOT NULL,
	"title" text,
	"abstract" text,
	"claims" text[] NOT NULL,
	"first_claim" text,
	"filing_date" date,
	"publication_date" date,
	"grant_date" date,
	"application_number" text,
	"ipc" text[] NOT NULL,
	"source" text NOT NULL,
	"content_hash" text NOT NULL,
	"search" "tsvector"
);
--> statement-breakpoint
ALTER TABLE "patent_assignees" ADD CONSTRAINT "patent_assignees_number_patents_number_fk" FOREIGN KEY ("number") REFERENCES "public"."patents"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_citations" ADD CONSTRAINT "patent_citations_number_patents_number_fk" FOREIGN KEY ("number") REFERENCES "public"."patents"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_cpc" ADD CONSTRAINT "patent_cpc_number_patents_number_fk" FOREIGN KEY ("number") REFERENCES "public"."patents"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_inventors" ADD CONSTRAINT "patent_inventors_number_patents_number_fk" FOREIGN KEY ("number") REFERENCES "public"."patents"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patent_assignees_name_trgm_idx" ON "patent_assignees" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patent_citations_cited_idx" ON "patent_citations" USING btree ("cited_number");--> statement-breakpoint
CREATE INDEX "patent_cpc_code_idx" ON "patent_cpc" USING btree ("code");--> statement-breakpoint
CREATE INDEX "patent_cpc_subclass_idx" ON "patent_cpc" USING btree (left("code", 4));--> statement-breakpoint
CREATE INDEX "patent_inventors_name_trgm_idx" ON "patent_inventors" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patents_search_idx" ON "patents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "patents_number_digits_idx" ON "patents" USING btree (regexp_replace("number", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "patents_publication_date_idx" ON "patents" USING btree ("publication_date");--> statement-breakpoint
-- The ranked text of a patent: title (A), abstract (B), claims (C), English stemming and stop words. Kept by a
-- trigger rather than a generated column: array_to_string is not immutable, and any writer (the corpus loader, the
-- bulk-XML importer, a SQL console) gets the same vector.
CREATE OR REPLACE FUNCTION patents_search_vector() RETURNS trigger AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.abstract, '')), 'B') ||
    setweight(to_tsvector('english', array_to_string(NEW.claims, ' ')), 'C');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patents_search_vector
  BEFORE INSERT OR UPDATE OF title, abstract, claims ON patents
  FOR EACH ROW EXECUTE FUNCTION patents_search_vector();
