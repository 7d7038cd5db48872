ALTER TABLE "idempotency_keys" ADD COLUMN "payload_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "login_events_username_ip_idx" ON "login_events" USING btree ("username","ip_hash");