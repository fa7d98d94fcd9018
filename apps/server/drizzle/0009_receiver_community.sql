CREATE TABLE "fitting_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fittings" jsonb NOT NULL,
	"reason" text NOT NULL,
	"recipient_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"express_number" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"cable_length" double precision NOT NULL,
	"feeder_length" double precision NOT NULL,
	"recommender" text DEFAULT '' NOT NULL,
	"recipient_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"express_number" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hosting_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"user_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"text_version" integer NOT NULL,
	"signer_name" text,
	"signature_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"renewals" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverage_cells" (
	"dev_id" integer NOT NULL,
	"day" date NOT NULL,
	"band" smallint NOT NULL,
	"lat_idx" integer NOT NULL,
	"lon_idx" integer NOT NULL,
	"positions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coverage_cells_dev_id_day_band_lat_idx_lon_idx_pk" PRIMARY KEY("dev_id","day","band","lat_idx","lon_idx")
);
--> statement-breakpoint
CREATE TABLE "coverage_days" (
	"dev_id" integer NOT NULL,
	"day" date NOT NULL,
	"positions" bigint DEFAULT 0 NOT NULL,
	"unique_positions" bigint DEFAULT 0 NOT NULL,
	"dropped_positions" integer DEFAULT 0 NOT NULL,
	"cells" integer DEFAULT 0 NOT NULL,
	"unique_cells" integer DEFAULT 0 NOT NULL,
	"settled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "coverage_days_dev_id_day_pk" PRIMARY KEY("dev_id","day")
);
--> statement-breakpoint
CREATE TABLE "coverage_outline" (
	"dev_id" integer NOT NULL,
	"day" date NOT NULL,
	"band" smallint NOT NULL,
	"sector" smallint NOT NULL,
	"range_km" real NOT NULL,
	CONSTRAINT "coverage_outline_dev_id_day_band_sector_pk" PRIMARY KEY("dev_id","day","band","sector")
);
--> statement-breakpoint
CREATE TABLE "device_ranks" (
	"day" date NOT NULL,
	"dev_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"city_rank" integer,
	"city_en" text,
	"city_zh" text,
	"score" double precision NOT NULL,
	"unique_positions" bigint NOT NULL,
	"unique_cells" integer NOT NULL,
	"online_seconds" bigint NOT NULL,
	CONSTRAINT "device_ranks_day_dev_id_pk" PRIMARY KEY("day","dev_id")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "self_built" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fitting_applications" ADD CONSTRAINT "fitting_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_applications" ADD CONSTRAINT "kit_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_contracts" ADD CONSTRAINT "hosting_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitting_applications_user" ON "fitting_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fitting_applications_status" ON "fitting_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "kit_applications_user" ON "kit_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kit_applications_status" ON "kit_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_contracts_uuid" ON "hosting_contracts" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_contracts_application" ON "hosting_contracts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "hosting_contracts_user" ON "hosting_contracts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coverage_cells_day_cell_idx" ON "coverage_cells" USING btree ("day","lat_idx","lon_idx");--> statement-breakpoint
CREATE INDEX "coverage_days_day_idx" ON "coverage_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "device_ranks_day_rank_idx" ON "device_ranks" USING btree ("day","rank");--> statement-breakpoint
CREATE INDEX "device_ranks_dev_idx" ON "device_ranks" USING btree ("dev_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_kind_name_owner" ON "stored_files" USING btree ("kind","name","owner_id");--> statement-breakpoint
CREATE INDEX "stored_files_owner" ON "stored_files" USING btree ("owner_id");