CREATE TABLE "contract_installments" (
	"id" serial PRIMARY KEY NOT NULL,
	"signature_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" varchar(100) NOT NULL,
	"percent_basis_points" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_stage" varchar(40) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"terms" text NOT NULL,
	"lien_law_notice" text NOT NULL,
	"recovery_fund_notice" text NOT NULL,
	"construction_defect_notice" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homeowner_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_request_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_by" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lost_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar(100) NOT NULL,
	"requires_text" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_book_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"category" varchar(30) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"included_in_package" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_book_items_price_check" CHECK ("price_book_items"."unit_price_cents" between 0 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "quote_alternatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_version_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" varchar(50) NOT NULL,
	"pool_id" integer,
	"pool_name" varchar(255) NOT NULL,
	"pool_price_cents" integer NOT NULL,
	"finish_color" varchar(255),
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"financing_example" jsonb,
	CONSTRAINT "quote_alternatives_position_check" CHECK ("quote_alternatives"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"alternative_id" integer NOT NULL,
	"position" integer NOT NULL,
	"price_book_item_id" integer,
	"name" varchar(255) NOT NULL,
	"description" text,
	"unit" varchar(20) NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"included_in_package" boolean DEFAULT false NOT NULL,
	"line_total_cents" integer NOT NULL,
	CONSTRAINT "quote_lines_quantity_check" CHECK ("quote_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"validity_days" integer DEFAULT 30 NOT NULL,
	"rep_discount_limit_basis_points" integer DEFAULT 500 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_version_id" integer NOT NULL,
	"alternative_id" integer NOT NULL,
	"contract_text_id" integer NOT NULL,
	"signer_name" varchar(255) NOT NULL,
	"signature_image" text NOT NULL,
	"consent_text" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"client_ip" varchar(64),
	"user_agent" varchar(1000),
	"total_cents" integer NOT NULL,
	"document_sha256" varchar(64) NOT NULL,
	"pdf_key" varchar(500),
	"pdf_sha256" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version_number" integer NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"valid_until" date NOT NULL,
	"notes" text,
	"discount_kind" varchar(10) DEFAULT 'none' NOT NULL,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"discount_reason" varchar(255),
	"discount_approval" varchar(20) DEFAULT 'not_needed' NOT NULL,
	"discount_approved_by_id" integer,
	"discount_approved_at" timestamp with time zone,
	"financing_down_percent" integer DEFAULT 20 NOT NULL,
	"financing_term_months" integer DEFAULT 120 NOT NULL,
	"financing_credit_band" integer DEFAULT 650 NOT NULL,
	"accepted_alternative_id" integer,
	"decline_reason" varchar(1000),
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_versions_status_check" CHECK ("quote_versions"."status" in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'superseded')),
	CONSTRAINT "quote_versions_discount_check" CHECK ("quote_versions"."discount_kind" in ('none', 'amount', 'percent'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_request_id" integer NOT NULL,
	"office_id" varchar(50),
	"rep_id" integer,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_info" ADD COLUMN "contractor_license_number" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "estimate_requests" ADD COLUMN "lost_reason_id" integer;--> statement-breakpoint
ALTER TABLE "estimate_requests" ADD COLUMN "lead_source_id" integer;--> statement-breakpoint
ALTER TABLE "estimate_requests" ADD COLUMN "deal_value_cents" integer;--> statement-breakpoint
ALTER TABLE "contract_installments" ADD CONSTRAINT "contract_installments_signature_id_quote_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."quote_signatures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeowner_access_tokens" ADD CONSTRAINT "homeowner_access_tokens_estimate_request_id_estimate_requests_id_fk" FOREIGN KEY ("estimate_request_id") REFERENCES "public"."estimate_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_alternatives" ADD CONSTRAINT "quote_alternatives_quote_version_id_quote_versions_id_fk" FOREIGN KEY ("quote_version_id") REFERENCES "public"."quote_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_alternatives" ADD CONSTRAINT "quote_alternatives_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_alternative_id_quote_alternatives_id_fk" FOREIGN KEY ("alternative_id") REFERENCES "public"."quote_alternatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_price_book_item_id_price_book_items_id_fk" FOREIGN KEY ("price_book_item_id") REFERENCES "public"."price_book_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_signatures" ADD CONSTRAINT "quote_signatures_quote_version_id_quote_versions_id_fk" FOREIGN KEY ("quote_version_id") REFERENCES "public"."quote_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_signatures" ADD CONSTRAINT "quote_signatures_alternative_id_quote_alternatives_id_fk" FOREIGN KEY ("alternative_id") REFERENCES "public"."quote_alternatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_signatures" ADD CONSTRAINT "quote_signatures_contract_text_id_contract_texts_id_fk" FOREIGN KEY ("contract_text_id") REFERENCES "public"."contract_texts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_discount_approved_by_id_admin_users_id_fk" FOREIGN KEY ("discount_approved_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_created_by_id_admin_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_estimate_request_id_estimate_requests_id_fk" FOREIGN KEY ("estimate_request_id") REFERENCES "public"."estimate_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_rep_id_admin_users_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_installments_position_idx" ON "contract_installments" USING btree ("signature_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_texts_version_idx" ON "contract_texts" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "homeowner_access_tokens_hash_idx" ON "homeowner_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "homeowner_access_tokens_lead_idx" ON "homeowner_access_tokens" USING btree ("estimate_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_sources_name_idx" ON "lead_sources" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "lost_reasons_label_idx" ON "lost_reasons" USING btree (lower("label"));--> statement-breakpoint
CREATE INDEX "price_book_items_list_idx" ON "price_book_items" USING btree ("is_active","category","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_alternatives_position_idx" ON "quote_alternatives" USING btree ("quote_version_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_position_idx" ON "quote_lines" USING btree ("alternative_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_signatures_version_idx" ON "quote_signatures" USING btree ("quote_version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_number_idx" ON "quote_versions" USING btree ("quote_id","version_number");--> statement-breakpoint
CREATE INDEX "quote_versions_open_valid_idx" ON "quote_versions" USING btree ("valid_until") WHERE "quote_versions"."status" in ('sent', 'viewed');--> statement-breakpoint
CREATE INDEX "quotes_lead_idx" ON "quotes" USING btree ("estimate_request_id");--> statement-breakpoint
CREATE INDEX "quotes_status_updated_idx" ON "quotes" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "quotes_rep_updated_idx" ON "quotes" USING btree ("rep_id","updated_at");--> statement-breakpoint
CREATE INDEX "quotes_office_updated_idx" ON "quotes" USING btree ("office_id","updated_at");--> statement-breakpoint
ALTER TABLE "estimate_requests" ADD CONSTRAINT "estimate_requests_lost_reason_id_lost_reasons_id_fk" FOREIGN KEY ("lost_reason_id") REFERENCES "public"."lost_reasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_requests" ADD CONSTRAINT "estimate_requests_lead_source_id_lead_sources_id_fk" FOREIGN KEY ("lead_source_id") REFERENCES "public"."lead_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_requests" ADD CONSTRAINT "estimates_deal_value_check" CHECK ("estimate_requests"."deal_value_cents" is null or "estimate_requests"."deal_value_cents" >= 0);--> statement-breakpoint
INSERT INTO "quote_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
