CREATE TABLE "roll_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"matric_number" text NOT NULL,
	"matric_key" text NOT NULL,
	"name" text NOT NULL,
	"programme_id" uuid NOT NULL,
	"graduation_year" smallint NOT NULL,
	"sex" text NOT NULL,
	"state" text NOT NULL,
	"email" text,
	"phone" text,
	"claim_status" text DEFAULT 'unclaimed' NOT NULL,
	"graduate_id" uuid,
	"invited_at" timestamp with time zone,
	"invitation_count" integer DEFAULT 0 NOT NULL,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roll_entries_claim_status" CHECK ("roll_entries"."claim_status" in ('unclaimed', 'claimed', 'confirmed', 'disputed'))
);
--> statement-breakpoint
CREATE TABLE "roll_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"storage_key" text,
	"status" text DEFAULT 'previewed' NOT NULL,
	"total_rows" integer NOT NULL,
	"valid_rows" integer NOT NULL,
	"invalid_rows" integer NOT NULL,
	"will_create" integer NOT NULL,
	"will_update" integer NOT NULL,
	"error_count" integer NOT NULL,
	"errors" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"created" integer,
	"updated" integer,
	"claims_confirmed" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"name" text NOT NULL,
	"accreditation_type" text NOT NULL,
	"granted_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programmes_dates_in_order" CHECK ("programmes"."expiry_date" > "programmes"."granted_date"),
	CONSTRAINT "programmes_status_stored" CHECK ("programmes"."status" in ('pending', 'approved', 'denied'))
);
--> statement-breakpoint
ALTER TABLE "graduate_institutions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "graduate_institutions" ADD COLUMN "matric_number" text;--> statement-breakpoint
ALTER TABLE "graduate_institutions" ADD COLUMN "matric_key" text;--> statement-breakpoint
ALTER TABLE "graduate_institutions" ADD COLUMN "programme_id" uuid;--> statement-breakpoint
ALTER TABLE "graduate_institutions" ADD COLUMN "graduation_year" smallint;--> statement-breakpoint
ALTER TABLE "graduate_institutions" ADD COLUMN "claim_status" text DEFAULT 'claimed' NOT NULL;--> statement-breakpoint
ALTER TABLE "graduate_institutions" ADD COLUMN "roll_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "graduate_institutions" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "graduate_institutions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "roll_entries" ADD CONSTRAINT "roll_entries_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_entries" ADD CONSTRAINT "roll_entries_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_entries" ADD CONSTRAINT "roll_entries_graduate_id_graduates_id_fk" FOREIGN KEY ("graduate_id") REFERENCES "public"."graduates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_imports" ADD CONSTRAINT "roll_imports_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roll_entries_institution_matric_key" ON "roll_entries" USING btree ("institution_id","matric_key");--> statement-breakpoint
CREATE INDEX "roll_entries_institution_name_idx" ON "roll_entries" USING btree ("institution_id","name");--> statement-breakpoint
CREATE INDEX "roll_entries_institution_claim_idx" ON "roll_entries" USING btree ("institution_id","claim_status");--> statement-breakpoint
CREATE INDEX "roll_entries_programme_idx" ON "roll_entries" USING btree ("programme_id");--> statement-breakpoint
CREATE INDEX "roll_entries_graduate_idx" ON "roll_entries" USING btree ("graduate_id");--> statement-breakpoint
CREATE INDEX "roll_imports_institution_idx" ON "roll_imports" USING btree ("institution_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "programmes_institution_name_key" ON "programmes" USING btree ("institution_id",lower("name"));--> statement-breakpoint
CREATE INDEX "programmes_institution_created_idx" ON "programmes" USING btree ("institution_id","created_at");--> statement-breakpoint
CREATE INDEX "programmes_expiry_idx" ON "programmes" USING btree ("expiry_date");--> statement-breakpoint
ALTER TABLE "graduate_institutions" ADD CONSTRAINT "graduate_institutions_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduate_institutions" ADD CONSTRAINT "graduate_institutions_roll_entry_id_roll_entries_id_fk" FOREIGN KEY ("roll_entry_id") REFERENCES "public"."roll_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "graduate_institutions_id_key" ON "graduate_institutions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "graduate_institutions_matric_idx" ON "graduate_institutions" USING btree ("institution_id","matric_key");--> statement-breakpoint
CREATE INDEX "graduate_institutions_roll_idx" ON "graduate_institutions" USING btree ("roll_entry_id");--> statement-breakpoint
ALTER TABLE "graduate_institutions" ADD CONSTRAINT "graduate_institutions_claim_status" CHECK ("graduate_institutions"."claim_status" in ('confirmed', 'claimed', 'disputed', 'rejected'));--> statement-breakpoint
-- Data: links made before claims existed carry the matric number the graduate saved on the profile, so the
-- institution sees it; they stay `claimed` (no roll existed to match them) until confirmed or matched.
UPDATE "graduate_institutions" AS "gi"
SET "matric_number" = btrim("g"."matric_number"),
    "matric_key" = upper(regexp_replace(btrim("g"."matric_number"), '\s+', ' ', 'g'))
FROM "graduates" AS "g"
WHERE "g"."id" = "gi"."graduate_id" AND "g"."matric_number" IS NOT NULL AND btrim("g"."matric_number") <> '';
