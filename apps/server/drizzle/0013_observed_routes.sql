CREATE TABLE "observed_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_set" text NOT NULL,
	"from_icao" text NOT NULL,
	"to_icao" text NOT NULL,
	"flights" integer NOT NULL,
	"window_days" integer NOT NULL,
	"width_km" double precision NOT NULL,
	"points" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "observed_routes_set_idx" ON "observed_routes" USING btree ("route_set","flights");