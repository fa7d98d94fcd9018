CREATE TABLE "weather_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"icao" text NOT NULL,
	"kind" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"raw" text NOT NULL,
	"decoded" jsonb,
	"source" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "weather_reports_unique_idx" ON "weather_reports" USING btree ("icao","kind","observed_at","raw");--> statement-breakpoint
CREATE INDEX "weather_reports_station_idx" ON "weather_reports" USING btree ("icao","kind","observed_at");--> statement-breakpoint
CREATE INDEX "weather_reports_observed_idx" ON "weather_reports" USING btree ("kind","observed_at");