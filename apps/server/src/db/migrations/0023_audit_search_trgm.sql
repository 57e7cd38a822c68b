-- Indexes for the console's audit log search (ILIKE '%text%' on actor name, actor e-mail, target label; target_id
-- equality), which otherwise reads the whole append-only log. pg_trgm was created by 0017.
CREATE INDEX "audit_log_actor_name_trgm_idx" ON "audit_log" USING gin ("actor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_trgm_idx" ON "audit_log" USING gin ("actor_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_target_label_trgm_idx" ON "audit_log" USING gin ("target_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_target_id_idx" ON "audit_log" USING btree ("target_id");