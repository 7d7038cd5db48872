CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"check_payable_to" varchar(255) DEFAULT '' NOT NULL,
	"check_mailing_address" varchar(500) DEFAULT '' NOT NULL,
	"zelle_recipient" varchar(255) DEFAULT '' NOT NULL,
	"bank_transfer_details" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"actor" varchar(50) NOT NULL,
	"action" varchar(50) NOT NULL,
	"stage_key" varchar(40),
	"from_value" text,
	"to_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"stage_key" varchar(40) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"storage_key" varchar(500) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"caption" varchar(500),
	"uploaded_by_id" integer,
	"uploaded_by" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"installment_id" integer NOT NULL,
	"method" varchar(20) NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"reference" varchar(100),
	"request_key" varchar(64),
	"recorded_by_id" integer,
	"recorded_by" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_payments_method_check" CHECK ("project_payments"."method" in ('check', 'bank_transfer', 'zelle')),
	CONSTRAINT "project_payments_amount_check" CHECK ("project_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "project_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"stage_key" varchar(40) NOT NULL,
	"position" integer NOT NULL,
	"planned_on" date,
	"actual_on" date,
	"owner_id" integer,
	"notes" text,
	"out_of_order_reason" varchar(500),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_request_id" integer NOT NULL,
	"signature_id" integer NOT NULL,
	"quote_version_id" integer NOT NULL,
	"office_id" varchar(50),
	"rep_id" integer,
	"customer_name" varchar(255) NOT NULL,
	"pool_name" varchar(255) NOT NULL,
	"contract_total_cents" integer NOT NULL,
	"contract_date" date NOT NULL,
	"current_stage" varchar(40) DEFAULT 'contract_signed' NOT NULL,
	"current_stage_on" date NOT NULL,
	"next_stage" varchar(40),
	"next_planned_on" date,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_installments" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "contract_installments" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_uploaded_by_id_admin_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_installment_id_contract_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."contract_installments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_recorded_by_id_admin_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_owner_id_admin_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_estimate_request_id_estimate_requests_id_fk" FOREIGN KEY ("estimate_request_id") REFERENCES "public"."estimate_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_signature_id_quote_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."quote_signatures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_quote_version_id_quote_versions_id_fk" FOREIGN KEY ("quote_version_id") REFERENCES "public"."quote_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_rep_id_admin_users_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_events_project_idx" ON "project_events" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_files_key_idx" ON "project_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "project_files_project_idx" ON "project_files" USING btree ("project_id","stage_key","created_at");--> statement-breakpoint
CREATE INDEX "project_payments_installment_idx" ON "project_payments" USING btree ("installment_id");--> statement-breakpoint
CREATE INDEX "project_payments_project_idx" ON "project_payments" USING btree ("project_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "project_payments_request_idx" ON "project_payments" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "project_stages_key_idx" ON "project_stages" USING btree ("project_id","stage_key");--> statement-breakpoint
CREATE INDEX "project_stages_owner_idx" ON "project_stages" USING btree ("owner_id","planned_on") WHERE "project_stages"."actual_on" is null;--> statement-breakpoint
CREATE INDEX "project_stages_calendar_idx" ON "project_stages" USING btree ("stage_key","planned_on");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_signature_idx" ON "projects" USING btree ("signature_id");--> statement-breakpoint
CREATE INDEX "projects_lead_idx" ON "projects" USING btree ("estimate_request_id");--> statement-breakpoint
CREATE INDEX "projects_stage_next_idx" ON "projects" USING btree ("current_stage","next_planned_on","id");--> statement-breakpoint
CREATE INDEX "projects_office_next_idx" ON "projects" USING btree ("office_id","next_planned_on","id");--> statement-breakpoint
CREATE INDEX "projects_rep_next_idx" ON "projects" USING btree ("rep_id","next_planned_on","id");--> statement-breakpoint
CREATE INDEX "projects_next_idx" ON "projects" USING btree ("next_planned_on","id");--> statement-breakpoint
CREATE INDEX "contract_installments_unpaid_due_idx" ON "contract_installments" USING btree ("due_on","signature_id") WHERE "contract_installments"."due_on" is not null and "contract_installments"."paid_cents" < "contract_installments"."amount_cents";--> statement-breakpoint
ALTER TABLE "contract_installments" ADD CONSTRAINT "contract_installments_paid_check" CHECK ("contract_installments"."paid_cents" between 0 and "contract_installments"."amount_cents");