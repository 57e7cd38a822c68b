CREATE TABLE "breach_recipients" (
	"breach_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"queued_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "breach_recipients_breach_id_account_id_pk" PRIMARY KEY("breach_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "breaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"aware_at" timestamp with time zone NOT NULL,
	"data_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"people_affected" integer DEFAULT 0 NOT NULL,
	"institutions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ndpc_notified_at" timestamp with time zone,
	"subjects_must_be_told" boolean DEFAULT false NOT NULL,
	"notices_stopped_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"given" boolean NOT NULL,
	"notice_version" integer NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_events_purpose_known" CHECK ("consent_events"."purpose" in ('mentoring', 'job_matching', 'whatsapp_contact'))
);
--> statement-breakpoint
CREATE TABLE "guardian_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"guardian_name" text NOT NULL,
	"guardian_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"case_id" uuid,
	"version" integer NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_views_someone" CHECK ("notice_views"."account_id" is not null or "notice_views"."case_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"version" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid
);
--> statement-breakpoint
CREATE TABLE "processing_activities" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" text NOT NULL,
	"purpose" text NOT NULL,
	"lawful_basis" text NOT NULL,
	"retention" text NOT NULL,
	"recipients" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processing_activities_basis_known" CHECK ("processing_activities"."lawful_basis" in ('consent', 'contract', 'legal_obligation', 'vital_interest', 'public_task', 'legitimate_interest'))
);
--> statement-breakpoint
CREATE TABLE "subject_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"kind" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text NOT NULL,
	"account_id" uuid,
	"institution_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_requests_kind_known" CHECK ("subject_requests"."kind" in ('access', 'correction', 'erasure', 'objection')),
	CONSTRAINT "subject_requests_status_known" CHECK ("subject_requests"."status" in ('open', 'in_progress', 'done', 'refused')),
	CONSTRAINT "subject_requests_source_known" CHECK ("subject_requests"."source" in ('public_form', 'account'))
);
--> statement-breakpoint
ALTER TABLE "breach_recipients" ADD CONSTRAINT "breach_recipients_breach_id_breaches_id_fk" FOREIGN KEY ("breach_id") REFERENCES "public"."breaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breach_recipients" ADD CONSTRAINT "breach_recipients_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaches" ADD CONSTRAINT "breaches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_notice_version_privacy_notices_version_fk" FOREIGN KEY ("notice_version") REFERENCES "public"."privacy_notices"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_confirmations" ADD CONSTRAINT "guardian_confirmations_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_views" ADD CONSTRAINT "notice_views_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_views" ADD CONSTRAINT "notice_views_version_privacy_notices_version_fk" FOREIGN KEY ("version") REFERENCES "public"."privacy_notices"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_activities" ADD CONSTRAINT "processing_activities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_requests" ADD CONSTRAINT "subject_requests_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_requests" ADD CONSTRAINT "subject_requests_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breach_recipients_account_idx" ON "breach_recipients" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "breaches_aware_idx" ON "breaches" USING btree ("aware_at");--> statement-breakpoint
CREATE INDEX "consent_events_account_idx" ON "consent_events" USING btree ("account_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_confirmations_token_key" ON "guardian_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guardian_confirmations_account_idx" ON "guardian_confirmations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "notice_views_account_idx" ON "notice_views" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "notice_views_case_idx" ON "notice_views" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "subject_requests_due_idx" ON "subject_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "subject_requests_created_idx" ON "subject_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subject_requests_account_idx" ON "subject_requests" USING btree ("account_id");--> statement-breakpoint
-- Consent events are append-only (issue 25): giving or withdrawing adds a row; no row is ever changed. Rows go only
-- with the person (erasure, or the account's deletion).
CREATE FUNCTION "consent_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consent_events_no_update" BEFORE UPDATE ON "consent_events"
  FOR EACH ROW EXECUTE FUNCTION "consent_events_append_only"();
