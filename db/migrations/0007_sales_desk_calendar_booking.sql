CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"lead_time_hours" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "mail_outbox_once_idx";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "office_id" varchar(50);--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "invite_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "sales_rep" varchar(50);--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "estimate_request_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_assignee_id_admin_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_estimate_request_id_estimate_requests_id_fk" FOREIGN KEY ("estimate_request_id") REFERENCES "public"."estimate_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_assignee_scheduled_idx" ON "appointments" USING btree ("assignee_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_office_slot_idx" ON "appointments" USING btree ("office_id","scheduled_at") WHERE "appointments"."status" in ('pending', 'confirmed') and "appointments"."scheduled_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_estimate_request_idx" ON "contacts" USING btree ("estimate_request_id");--> statement-breakpoint
CREATE INDEX "contacts_rep_created_idx" ON "contacts" USING btree ("sales_rep","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_once_idx" ON "mail_outbox" USING btree ("kind","ref_id") WHERE "mail_outbox"."kind" like 'confirmation:%' or "mail_outbox"."kind" = 'follow-up:reminder' or "mail_outbox"."kind" like 'digest:%';--> statement-breakpoint
INSERT INTO "booking_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
