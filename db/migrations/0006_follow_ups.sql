CREATE TABLE "follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_type" varchar(20) NOT NULL,
	"lead_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assignee_id" integer,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" varchar(50),
	"created_by" varchar(50) NOT NULL,
	"request_key" varchar(100),
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_assignee_id_admin_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_ups_lead_idx" ON "follow_ups" USING btree ("lead_type","lead_id","due_at");--> statement-breakpoint
CREATE INDEX "follow_ups_open_assignee_idx" ON "follow_ups" USING btree ("assignee_id","due_at") WHERE "follow_ups"."done_at" is null;--> statement-breakpoint
CREATE INDEX "follow_ups_reminder_idx" ON "follow_ups" USING btree ("due_at") WHERE "follow_ups"."done_at" is null and "follow_ups"."reminded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_request_key_idx" ON "follow_ups" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_once_idx" ON "mail_outbox" USING btree ("kind","ref_id") WHERE "mail_outbox"."kind" like 'confirmation:%' or "mail_outbox"."kind" = 'follow-up:reminder';