DROP INDEX "otp_codes_user_purpose_key";--> statement-breakpoint
ALTER TABLE "otp_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "email" text;--> statement-breakpoint
-- Backfill: every existing code belongs to an account; key it by that account's address.
UPDATE "otp_codes" SET "email" = "users"."email" FROM "users" WHERE "users"."id" = "otp_codes"."user_id";--> statement-breakpoint
ALTER TABLE "otp_codes" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "otp_codes_email_purpose_key" ON "otp_codes" USING btree ("email","purpose");--> statement-breakpoint
CREATE INDEX "otp_codes_user_idx" ON "otp_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "otp_codes_expires_idx" ON "otp_codes" USING btree ("expires_at");
