CREATE TABLE "flight_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"icao" integer NOT NULL,
	"callsign" text DEFAULT '' NOT NULL,
	"fnum" text DEFAULT '' NOT NULL,
	"airport" text DEFAULT '' NOT NULL,
	"airport_iata" text DEFAULT '' NOT NULL,
	"runway" text DEFAULT '' NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"altitude" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "flight_events_dedupe_idx" ON "flight_events" USING btree ("kind","icao","airport","time");--> statement-breakpoint
CREATE INDEX "flight_events_time_idx" ON "flight_events" USING btree ("time");--> statement-breakpoint
CREATE INDEX "flight_events_airport_time_idx" ON "flight_events" USING btree ("airport","time");--> statement-breakpoint
CREATE INDEX "flight_events_iata_time_idx" ON "flight_events" USING btree ("airport_iata","time");