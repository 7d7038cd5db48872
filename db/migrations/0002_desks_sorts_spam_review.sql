ALTER TABLE "lead_spam" ADD COLUMN "reviewed_by" varchar(50);--> statement-breakpoint
ALTER TABLE "lead_spam" ADD COLUMN "restored_as" varchar(20);--> statement-breakpoint
ALTER TABLE "lead_spam" ADD COLUMN "restored_id" integer;--> statement-breakpoint
CREATE INDEX "estimates_status_changed_idx" ON "estimate_requests" USING btree (greatest(created_at, status_updated_at),"id");--> statement-breakpoint
CREATE INDEX "estimates_name_idx" ON "estimate_requests" USING btree (lower(first_name || ' ' || last_name),"id");--> statement-breakpoint
CREATE INDEX "lead_spam_pending_idx" ON "lead_spam" USING btree ("created_at","id") WHERE "lead_spam"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "lead_spam_reviewed_idx" ON "lead_spam" USING btree ("reviewed_at","id") WHERE "lead_spam"."reviewed_at" is not null;