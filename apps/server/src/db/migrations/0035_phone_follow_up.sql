CREATE TABLE "interview_assignments" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"wave_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"callback_at" timestamp with time zone,
	"best_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"interviewer_id" uuid,
	"institution_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"callback_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_calls_outcome" CHECK ("interview_calls"."outcome" in ('answered', 'no_answer', 'busy', 'wrong_number', 'call_back', 'refused', 'ineligible'))
);
--> statement-breakpoint
CREATE TABLE "interviewers" (
	"institution_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviewers_pkey" PRIMARY KEY("account_id")
);
--> statement-breakpoint
ALTER TABLE "tracer_answers" ADD COLUMN "entered_by" uuid;--> statement-breakpoint
ALTER TABLE "interview_assignments" ADD CONSTRAINT "interview_assignments_case_id_tracer_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."tracer_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_assignments" ADD CONSTRAINT "interview_assignments_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_calls" ADD CONSTRAINT "interview_calls_case_id_tracer_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."tracer_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_calls" ADD CONSTRAINT "interview_calls_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewers" ADD CONSTRAINT "interviewers_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewers" ADD CONSTRAINT "interviewers_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_assignments_interviewer_idx" ON "interview_assignments" USING btree ("interviewer_id");--> statement-breakpoint
CREATE INDEX "interview_assignments_wave_idx" ON "interview_assignments" USING btree ("wave_id","institution_id");--> statement-breakpoint
CREATE INDEX "interview_calls_case_idx" ON "interview_calls" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_calls_institution_idx" ON "interview_calls" USING btree ("institution_id","created_at");--> statement-breakpoint
CREATE INDEX "interviewers_institution_idx" ON "interviewers" USING btree ("institution_id");--> statement-breakpoint
ALTER TABLE "tracer_answers" ADD CONSTRAINT "tracer_answers_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;