CREATE TABLE "patent_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"engine" text NOT NULL,
	"summary" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patent_audits" ADD CONSTRAINT "patent_audits_application_id_patent_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."patent_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_audits" ADD CONSTRAINT "patent_audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patent_audits_application_created_idx" ON "patent_audits" USING btree ("application_id","created_at");