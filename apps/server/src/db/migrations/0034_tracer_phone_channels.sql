DROP INDEX "tracer_contacts_case_step_key";--> statement-breakpoint
ALTER TABLE "tracer_cases" ADD COLUMN "skipped_questions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tracer_cases" ADD COLUMN "failed_channels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tracer_contacts" ADD COLUMN "attempt" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tracer_contacts" ADD COLUMN "encoding" text;--> statement-breakpoint
ALTER TABLE "tracer_contacts" ADD COLUMN "segments" smallint;--> statement-breakpoint
CREATE INDEX "tracer_contacts_provider_idx" ON "tracer_contacts" USING btree ("provider_message_id") WHERE "tracer_contacts"."provider_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracer_contacts_case_step_key" ON "tracer_contacts" USING btree ("case_id","step","attempt");