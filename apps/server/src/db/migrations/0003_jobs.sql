CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid,
	"graduate_id" uuid NOT NULL,
	"job_title" text NOT NULL,
	"company_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"address" text NOT NULL,
	"state" text,
	"salary" integer NOT NULL,
	"currency" text NOT NULL,
	"experience_years_required" integer DEFAULT 1 NOT NULL,
	"field_required" text NOT NULL,
	"job_type" text NOT NULL,
	"responsibility" text NOT NULL,
	"company_overview" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce("title", '') || ' ' || coalesce("company_name", '') || ' ' || coalesce("field_required", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_graduate_id_graduates_id_fk" FOREIGN KEY ("graduate_id") REFERENCES "public"."graduates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_graduate_key" ON "applications" USING btree ("job_id","graduate_id");--> statement-breakpoint
CREATE INDEX "applications_graduate_idx" ON "applications" USING btree ("graduate_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_feed_idx" ON "jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_state_feed_idx" ON "jobs" USING btree ("state","status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_employer_idx" ON "jobs" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");