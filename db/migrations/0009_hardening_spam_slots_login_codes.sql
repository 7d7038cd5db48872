CREATE TABLE "admin_login_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"challenge_hash" varchar(64) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"ip_hash" varchar(64),
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_login_codes_challenge_hash_unique" UNIQUE("challenge_hash")
);
--> statement-breakpoint
ALTER TABLE "lead_spam" ADD COLUMN "slot_office_id" varchar(50);--> statement-breakpoint
ALTER TABLE "lead_spam" ADD COLUMN "slot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_login_codes" ADD CONSTRAINT "admin_login_codes_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_login_codes_user_idx" ON "admin_login_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "admin_login_codes_expires_idx" ON "admin_login_codes" USING btree ("expires_at");