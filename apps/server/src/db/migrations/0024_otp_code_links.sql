ALTER TABLE "otp_codes" ADD COLUMN "seed" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "link_hash" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "mails" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "otp_codes_link_key" ON "otp_codes" USING btree ("link_hash");