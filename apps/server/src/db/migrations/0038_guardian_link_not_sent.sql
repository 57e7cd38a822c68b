ALTER TABLE "guardian_confirmations" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_confirmations" ADD COLUMN "not_sent_reason" text;