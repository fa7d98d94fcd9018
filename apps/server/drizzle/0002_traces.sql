CREATE TABLE "flights" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"icao" integer NOT NULL,
	"callsign" text,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"min_lon" double precision NOT NULL,
	"max_lon" double precision NOT NULL,
	"origin" text,
	"destination" text,
	"takeoff_at" timestamp with time zone,
	"landed_at" timestamp with time zone,
	"point_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_chunks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"flight_id" bigint NOT NULL,
	"icao" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"point_count" integer NOT NULL,
	"payload" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trace_chunks" ADD CONSTRAINT "trace_chunks_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flights_icao_first_seen_idx" ON "flights" USING btree ("icao","first_seen");--> statement-breakpoint
CREATE INDEX "flights_callsign_first_seen_idx" ON "flights" USING btree ("callsign","first_seen");--> statement-breakpoint
CREATE INDEX "flights_last_seen_idx" ON "flights" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "flights_origin_first_seen_idx" ON "flights" USING btree ("origin","first_seen");--> statement-breakpoint
CREATE INDEX "flights_destination_last_seen_idx" ON "flights" USING btree ("destination","last_seen");--> statement-breakpoint
CREATE INDEX "flights_bbox_idx" ON "flights" USING gist (box(point("min_lon", "min_lat"), point("max_lon", "max_lat")));--> statement-breakpoint
CREATE INDEX "trace_chunks_flight_start_idx" ON "trace_chunks" USING btree ("flight_id","start_time");--> statement-breakpoint
CREATE INDEX "trace_chunks_icao_start_idx" ON "trace_chunks" USING btree ("icao","start_time");