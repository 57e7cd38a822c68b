CREATE TABLE "tracer_answers" (
	"case_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"text" text,
	"option_id" text,
	"copied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracer_answers_pkey" PRIMARY KEY("case_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "tracer_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"study_id" uuid NOT NULL,
	"wave_id" uuid NOT NULL,
	"roll_entry_id" uuid,
	"institution_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"sex" text NOT NULL,
	"state" text NOT NULL,
	"disposition" text DEFAULT 'not_contacted' NOT NULL,
	"next_step" smallint,
	"next_contact_at" timestamp with time zone,
	"account_id" uuid,
	"notice_version" text,
	"mode" text,
	"language" text,
	"responded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracer_cases_disposition" CHECK ("tracer_cases"."disposition" in ('not_contacted', 'contacted', 'undeliverable', 'no_response', 'partial', 'complete', 'refused', 'opted_out', 'ineligible'))
);
--> statement-breakpoint
CREATE TABLE "tracer_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"step" smallint NOT NULL,
	"channel" text NOT NULL,
	"template" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"provider_message_id" text,
	"cost" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracer_disposition_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"from_disposition" text NOT NULL,
	"to_disposition" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracer_objections" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracer_objections_pkey" PRIMARY KEY("kind","key"),
	CONSTRAINT "tracer_objections_kind" CHECK ("tracer_objections"."kind" in ('email', 'phone', 'account'))
);
--> statement-breakpoint
CREATE TABLE "tracer_studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"survey_id" uuid NOT NULL,
	"cohorts" smallint[] NOT NULL,
	"institution_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"ladder" jsonb NOT NULL,
	"daily_cap" integer NOT NULL,
	"spending_cap" integer,
	"costs" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracer_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracer_waves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"study_id" uuid NOT NULL,
	"cohort" smallint NOT NULL,
	"offset_months" smallint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"cases_made_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracer_waves_window" CHECK ("tracer_waves"."closes_at" > "tracer_waves"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "tracer_answers" ADD CONSTRAINT "tracer_answers_case_id_tracer_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."tracer_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_answers" ADD CONSTRAINT "tracer_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_cases" ADD CONSTRAINT "tracer_cases_study_id_tracer_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."tracer_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_cases" ADD CONSTRAINT "tracer_cases_wave_id_tracer_waves_id_fk" FOREIGN KEY ("wave_id") REFERENCES "public"."tracer_waves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_cases" ADD CONSTRAINT "tracer_cases_roll_entry_id_roll_entries_id_fk" FOREIGN KEY ("roll_entry_id") REFERENCES "public"."roll_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_cases" ADD CONSTRAINT "tracer_cases_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_contacts" ADD CONSTRAINT "tracer_contacts_case_id_tracer_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."tracer_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_disposition_history" ADD CONSTRAINT "tracer_disposition_history_case_id_tracer_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."tracer_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_studies" ADD CONSTRAINT "tracer_studies_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_studies" ADD CONSTRAINT "tracer_studies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_tokens" ADD CONSTRAINT "tracer_tokens_case_id_tracer_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."tracer_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_waves" ADD CONSTRAINT "tracer_waves_study_id_tracer_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."tracer_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracer_answers_to_copy_idx" ON "tracer_answers" USING btree ("case_id") WHERE "tracer_answers"."copied_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracer_cases_wave_entry_key" ON "tracer_cases" USING btree ("wave_id","roll_entry_id");--> statement-breakpoint
CREATE INDEX "tracer_cases_due_idx" ON "tracer_cases" USING btree ("next_contact_at") WHERE "tracer_cases"."next_contact_at" is not null;--> statement-breakpoint
CREATE INDEX "tracer_cases_entry_idx" ON "tracer_cases" USING btree ("roll_entry_id");--> statement-breakpoint
CREATE INDEX "tracer_cases_account_idx" ON "tracer_cases" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "tracer_cases_wave_idx" ON "tracer_cases" USING btree ("wave_id","disposition");--> statement-breakpoint
CREATE UNIQUE INDEX "tracer_contacts_case_step_key" ON "tracer_contacts" USING btree ("case_id","step");--> statement-breakpoint
CREATE INDEX "tracer_contacts_study_day_idx" ON "tracer_contacts" USING btree ("study_id","created_at");--> statement-breakpoint
CREATE INDEX "tracer_contacts_spend_idx" ON "tracer_contacts" USING btree ("study_id","institution_id");--> statement-breakpoint
CREATE INDEX "tracer_disposition_history_case_idx" ON "tracer_disposition_history" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "tracer_objections_account_idx" ON "tracer_objections" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "tracer_tokens_case_idx" ON "tracer_tokens" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracer_waves_key" ON "tracer_waves" USING btree ("study_id","cohort","offset_months");--> statement-breakpoint
CREATE INDEX "tracer_waves_window_idx" ON "tracer_waves" USING btree ("opens_at","closes_at");