CREATE TABLE "gateway_callbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"study_ref" text NOT NULL,
	"case_ref" text NOT NULL,
	"survey_id" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"page" integer DEFAULT 0 NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"session_id" text,
	"session_started_at" timestamp with time zone,
	"inputs_read" integer DEFAULT 0 NOT NULL,
	"confirmed_in" text,
	"identity_tries" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "short_text" text;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_callbacks_message_key" ON "gateway_callbacks" USING btree ("provider","kind","provider_message_id");--> statement-breakpoint
CREATE INDEX "gateway_callbacks_received_idx" ON "gateway_callbacks" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_interviews_phone_study_key" ON "gateway_interviews" USING btree ("phone","study_ref");--> statement-breakpoint
CREATE INDEX "gateway_interviews_session_idx" ON "gateway_interviews" USING btree ("session_id");