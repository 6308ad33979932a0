CREATE TABLE "application_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "image_blobs" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_images" ADD CONSTRAINT "application_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_images" ADD CONSTRAINT "application_images_application_id_patent_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."patent_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_blobs" ADD CONSTRAINT "image_blobs_storage_key_application_images_storage_key_fk" FOREIGN KEY ("storage_key") REFERENCES "public"."application_images"("storage_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_images_application_idx" ON "application_images" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_images_user_created_idx" ON "application_images" USING btree ("user_id","created_at");