CREATE TABLE "roll_mappings" (
	"institution_id" uuid PRIMARY KEY NOT NULL,
	"columns" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"programmes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roll_entries" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(name, NFD), '[\u0300-\u036f\u1dc0-\u1dff\u20d0-\u20ff]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "roll_imports" ADD COLUMN "header_row" integer;--> statement-breakpoint
ALTER TABLE "roll_imports" ADD COLUMN "columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "roll_imports" ADD COLUMN "programmes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "roll_imports" ADD COLUMN "fault_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "roll_imports" ADD COLUMN "skipped" integer;--> statement-breakpoint
ALTER TABLE "roll_mappings" ADD CONSTRAINT "roll_mappings_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roll_entries_name_search_trgm_idx" ON "roll_entries" USING gin ("name_search" gin_trgm_ops);