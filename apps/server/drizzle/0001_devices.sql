CREATE TABLE "device_daily_stats" (
	"dev_id" integer NOT NULL,
	"day" date NOT NULL,
	"message_count" bigint DEFAULT 0 NOT NULL,
	"position_count" bigint DEFAULT 0 NOT NULL,
	"anum_count" integer DEFAULT 0 NOT NULL,
	"onground_anum_count" integer DEFAULT 0 NOT NULL,
	"onground_fnum_count" integer DEFAULT 0 NOT NULL,
	"adsb_up_total" integer DEFAULT 0 NOT NULL,
	"adsb_down_total" integer DEFAULT 0 NOT NULL,
	"real_up_total" integer DEFAULT 0 NOT NULL,
	"real_down_total" integer DEFAULT 0 NOT NULL,
	"runway_up_recover" integer DEFAULT 0 NOT NULL,
	"runway_down_recover" integer DEFAULT 0 NOT NULL,
	"max_range_km" double precision DEFAULT 0 NOT NULL,
	"typical_range_km" double precision DEFAULT 0 NOT NULL,
	"online_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "device_daily_stats_dev_id_day_pk" PRIMARY KEY("dev_id","day")
);
--> statement-breakpoint
CREATE TABLE "device_day_aircraft" (
	"dev_id" integer NOT NULL,
	"day" date NOT NULL,
	"icao" integer NOT NULL,
	"on_ground" boolean DEFAULT false NOT NULL,
	"ground_callsign" text,
	CONSTRAINT "device_day_aircraft_dev_id_day_icao_pk" PRIMARY KEY("dev_id","day","icao")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"dev_id" serial PRIMARY KEY NOT NULL,
	"feeder_key" text NOT NULL,
	"alias" text,
	"owner_user_id" integer,
	"lat" double precision,
	"lon" double precision,
	"estimated_lat" double precision,
	"estimated_lon" double precision,
	"feed_format" text,
	"last_address" text,
	"messages_total" bigint DEFAULT 0 NOT NULL,
	"positions_total" bigint DEFAULT 0 NOT NULL,
	"max_range_km" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone,
	"offline_since" timestamp with time zone,
	CONSTRAINT "devices_feeder_key_unique" UNIQUE("feeder_key")
);
--> statement-breakpoint
CREATE INDEX "devices_owner_idx" ON "devices" USING btree ("owner_user_id");