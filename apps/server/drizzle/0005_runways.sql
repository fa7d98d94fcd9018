CREATE TABLE "runways" (
	"id" integer PRIMARY KEY NOT NULL,
	"airport_icao" text NOT NULL,
	"length_ft" integer,
	"width_ft" integer,
	"surface" text,
	"closed" boolean DEFAULT false NOT NULL,
	"le_ident" text,
	"le_lat" double precision,
	"le_lon" double precision,
	"le_elevation_ft" integer,
	"le_heading_deg" double precision,
	"le_displaced_threshold_ft" integer,
	"he_ident" text,
	"he_lat" double precision,
	"he_lon" double precision,
	"he_elevation_ft" integer,
	"he_heading_deg" double precision,
	"he_displaced_threshold_ft" integer
);
--> statement-breakpoint
CREATE INDEX "runways_airport_idx" ON "runways" USING btree ("airport_icao");