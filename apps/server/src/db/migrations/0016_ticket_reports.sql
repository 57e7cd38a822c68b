ALTER TABLE "tickets" ADD COLUMN "kind" text DEFAULT 'support' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_report_idx" ON "tickets" USING btree ("conversation_id","created_by") WHERE "tickets"."conversation_id" is not null;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_kind_known" CHECK ("tickets"."kind" in ('support', 'report'));