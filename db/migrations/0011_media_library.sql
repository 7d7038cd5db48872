CREATE TABLE "media_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" varchar(1000) NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"alt" varchar(250) NOT NULL,
	"caption" varchar(250),
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"file_name" varchar(255),
	"uploaded_by" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_placements" (
	"slot" varchar(100) PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(50)
);
--> statement-breakpoint
ALTER TABLE "media_placements" ADD CONSTRAINT "media_placements_media_id_media_images_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_placements_media_idx" ON "media_placements" USING btree ("media_id");