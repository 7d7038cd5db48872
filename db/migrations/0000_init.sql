CREATE TABLE "admin_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"token" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(20) DEFAULT 'operations' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_username_unique" UNIQUE("username"),
	CONSTRAINT "admin_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "analytics_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"ga_tracking_id" varchar(50),
	"gtm_container_id" varchar(50),
	"is_enabled" boolean DEFAULT true NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"debug_mode" boolean DEFAULT false NOT NULL,
	"custom_events" jsonb,
	"excluded_paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" varchar(255) NOT NULL,
	"email" varchar(255),
	"phone" varchar(20),
	"address" varchar(500),
	"message" text,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"estimate_request_id" integer,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_username" varchar(50) NOT NULL,
	"action" varchar(50) NOT NULL,
	"entity" varchar(50) NOT NULL,
	"entity_id" varchar(100),
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"description" text,
	CONSTRAINT "blog_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"excerpt" text,
	"content" text DEFAULT '' NOT NULL,
	"cover_image" varchar(500),
	"category" varchar(255),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author" varchar(255),
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"scheduled_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "company_info" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" varchar(255) NOT NULL,
	"legal_name" varchar(255) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(255) NOT NULL,
	"service_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"hours" varchar(255) NOT NULL,
	"made_in_usa" varchar(255) NOT NULL,
	"disclaimer" text NOT NULL,
	"installation_note" text NOT NULL,
	"logo" varchar(500) NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"message" text NOT NULL,
	"source" varchar(50) DEFAULT 'contact_form' NOT NULL,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"nearest_branch" varchar(100),
	"branch_details" jsonb,
	"source_page" varchar(255),
	"attribution" jsonb,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "estimate_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_id" integer NOT NULL,
	"comment" text NOT NULL,
	"author" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimate_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(255) NOT NULL,
	"last_name" varchar(255) DEFAULT '' NOT NULL,
	"email" varchar(255),
	"phone" varchar(20),
	"address" varchar(500),
	"pool_type" varchar(255),
	"budget_range" varchar(50),
	"timeframe" varchar(50),
	"message" text,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"nearest_branch" varchar(100),
	"branch_details" jsonb,
	"request_type" varchar(20) DEFAULT 'estimate' NOT NULL,
	"source_page" varchar(255),
	"sales_rep" varchar(50),
	"lost_reason" varchar(500),
	"attribution" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "failure_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"error_type" varchar(50) NOT NULL,
	"error_message" text NOT NULL,
	"source" varchar(100) NOT NULL,
	"submission_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"lender" varchar(255),
	"loan_term_months" integer,
	"interest_rate" numeric(5, 2),
	"apr" numeric(5, 2),
	"credit_score_required" integer,
	"url" varchar(500),
	"is_active" boolean DEFAULT true NOT NULL,
	"last_rate_update" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_business_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"place_id" varchar(255) NOT NULL,
	"city" varchar(100),
	"address" varchar(500),
	"phone" varchar(20),
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_business_locations_place_id_unique" UNIQUE("place_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"request_type" varchar(20) NOT NULL,
	"lead_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"city" varchar(100),
	"service" varchar(255),
	"meta_title" varchar(255),
	"meta_description" text,
	"content_type" varchar(20) DEFAULT 'html' NOT NULL,
	"content" text,
	"local_page_path" varchar(255),
	"target_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"strategy" varchar(50) DEFAULT 'standard' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_type" varchar(20) NOT NULL,
	"lead_id" integer NOT NULL,
	"actor" varchar(50) NOT NULL,
	"action" varchar(50) NOT NULL,
	"from_value" text,
	"to_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_spam" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_type" varchar(20) NOT NULL,
	"reason" varchar(100) NOT NULL,
	"payload" jsonb NOT NULL,
	"ip_hash" varchar(64),
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"ip_hash" varchar(64),
	"success" boolean NOT NULL,
	"reason" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(500) NOT NULL,
	"subject" varchar(500) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"kind" varchar(50) NOT NULL,
	"ref_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"logo" text,
	"icon_logo" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"website" varchar(500),
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" varchar(50) PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"city" varchar(100) NOT NULL,
	"address" varchar(500) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(255) NOT NULL,
	"hours" varchar(255) NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"service_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" varchar(500) NOT NULL,
	"referrer" varchar(500),
	"utm_source" varchar(255),
	"utm_medium" varchar(255),
	"utm_campaign" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pool_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer" varchar(255),
	"color_name" varchar(255) NOT NULL,
	"color_series" varchar(255),
	"color_type" varchar(100),
	"color_hex" varchar(20),
	"gradient_from" varchar(20),
	"gradient_to" varchar(20),
	"description" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"model" varchar(255),
	"brand" varchar(255),
	"manufacturer" varchar(255),
	"series" varchar(255),
	"size" varchar(100),
	"size_category" varchar(20),
	"dimensions" varchar(100),
	"length_ft" numeric(5, 1),
	"width_ft" numeric(5, 1),
	"depth" varchar(100),
	"volume" varchar(100),
	"shape" varchar(100),
	"built_in_spa" varchar(10) DEFAULT 'No' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"material" varchar(100) DEFAULT 'Fiberglass' NOT NULL,
	"warranty" varchar(255) DEFAULT 'Lifetime structural and surface' NOT NULL,
	"finish_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_url" varchar(500),
	"image_url" varchar(500),
	"image_url_1" varchar(500),
	"image_url_2" varchar(500),
	"image_url_3" varchar(500),
	"image_url_4" varchar(500),
	"image_url_5" varchar(500),
	"image_1_url" varchar(500),
	"image_2_url" varchar(500),
	"image_3_url" varchar(500),
	"image_4_url" varchar(500),
	"image_5_url" varchar(500),
	"image_6_url" varchar(500),
	"image_7_url" varchar(500),
	"image_8_url" varchar(500),
	"image_9_url" varchar(500),
	"image_10_url" varchar(500),
	"image_alts" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"price" integer,
	"installation_time" varchar(100),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"category" varchar(255),
	"type" varchar(20),
	"file_url" varchar(500),
	"pages" integer,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(255) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp (6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" varchar(255) NOT NULL,
	"location" varchar(255),
	"city" varchar(100),
	"state" varchar(50),
	"rating" integer DEFAULT 5 NOT NULL,
	"content" text NOT NULL,
	"pool_type" varchar(255),
	"pool_size" varchar(100),
	"installation_year" integer,
	"project_value" varchar(100),
	"before_image" varchar(500),
	"after_image" varchar(500),
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"google_review_id" varchar(255),
	"google_place_id" varchar(255),
	"source" varchar(50) DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_estimate_request_id_estimate_requests_id_fk" FOREIGN KEY ("estimate_request_id") REFERENCES "public"."estimate_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_comments" ADD CONSTRAINT "estimate_comments_estimate_id_estimate_requests_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimate_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_user_idx" ON "admin_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "appointments_status_created_idx" ON "appointments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "appointments_scheduled_idx" ON "appointments" USING btree ("scheduled_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "blog_posts_status_published_idx" ON "blog_posts" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "contacts_status_created_idx" ON "contacts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contacts_branch_idx" ON "contacts" USING btree ("nearest_branch");--> statement-breakpoint
CREATE INDEX "contacts_source_page_idx" ON "contacts" USING btree ("source_page");--> statement-breakpoint
CREATE INDEX "estimate_comments_estimate_idx" ON "estimate_comments" USING btree ("estimate_id","created_at");--> statement-breakpoint
CREATE INDEX "estimates_status_created_idx" ON "estimate_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "estimates_created_idx" ON "estimate_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "estimates_branch_created_idx" ON "estimate_requests" USING btree ("nearest_branch","created_at");--> statement-breakpoint
CREATE INDEX "estimates_source_created_idx" ON "estimate_requests" USING btree ("source_page","created_at");--> statement-breakpoint
CREATE INDEX "estimates_type_created_idx" ON "estimate_requests" USING btree ("request_type","created_at");--> statement-breakpoint
CREATE INDEX "estimates_rep_created_idx" ON "estimate_requests" USING btree ("sales_rep","created_at");--> statement-breakpoint
CREATE INDEX "estimates_phone_idx" ON "estimate_requests" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "estimates_email_idx" ON "estimate_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "landing_pages_status_idx" ON "landing_pages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_type","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_spam_created_idx" ON "lead_spam" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_events_created_idx" ON "login_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_path_idx" ON "page_views" USING btree ("path");--> statement-breakpoint
CREATE INDEX "pools_active_idx" ON "pools" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "pools_manufacturer_idx" ON "pools" USING btree ("manufacturer");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");