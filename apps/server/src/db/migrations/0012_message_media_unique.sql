DROP INDEX "messages_media_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "messages_media_key" ON "messages" USING btree ("media_file_id") WHERE "messages"."media_file_id" is not null;