CREATE TABLE "aircraft" (
	"icao" integer PRIMARY KEY NOT NULL,
	"registration" text,
	"type_designator" text,
	"operator_icao" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aircraft_types" (
	"designator" text PRIMARY KEY NOT NULL,
	"manufacturer" text NOT NULL,
	"model" text NOT NULL,
	"engine_type" text NOT NULL,
	"engine_count" smallint NOT NULL,
	"wake" text NOT NULL,
	"icon_class" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airlines" (
	"icao" text PRIMARY KEY NOT NULL,
	"iata" text,
	"callsign" text,
	"name_en" text NOT NULL,
	"name_zh" text,
	"short_name_zh" text,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"icao" text PRIMARY KEY NOT NULL,
	"iata" text,
	"name_en" text NOT NULL,
	"name_zh" text,
	"city_en" text,
	"city_zh" text,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"elevation_ft" integer,
	"time_zone" text
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_versions" (
	"dataset" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"row_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"flight_number" text NOT NULL,
	"origin_icao" text NOT NULL,
	"destination_icao" text NOT NULL,
	"airline_icao" text NOT NULL,
	"departure_minute_utc" smallint NOT NULL,
	"arrival_minute_utc" smallint NOT NULL,
	"arrival_day_offset" smallint DEFAULT 0 NOT NULL,
	"days_of_week" smallint DEFAULT 127 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_flight_number_origin_icao_pk" PRIMARY KEY("flight_number","origin_icao")
);
--> statement-breakpoint
CREATE INDEX "aircraft_registration_idx" ON "aircraft" USING btree ("registration");--> statement-breakpoint
CREATE INDEX "airlines_iata_idx" ON "airlines" USING btree ("iata");--> statement-breakpoint
CREATE INDEX "airports_iata_idx" ON "airports" USING btree ("iata");--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_id");