ALTER TABLE "gateway_interviews" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "tracer_cases" ADD COLUMN "phone_language" text;--> statement-breakpoint
CREATE INDEX "roll_entries_phone_e164_idx" ON "roll_entries" USING btree (('+234' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10))) WHERE "roll_entries"."phone" is not null;