-- Hand-written (drizzle-kit cannot express partitioning; traces.schema.ts keeps the same columns,
-- primary key and indexes): trace_chunks becomes a table partitioned by UTC day on start_time.
-- Day partitions are named trace_chunks_YYYYMMDD (traces/trace.partitions.ts creates them ahead
-- and retention drops them); a DEFAULT partition takes any point outside them. Existing rows
-- move into one partition per day they cover, so nothing recorded before is lost.
ALTER TABLE "trace_chunks" RENAME TO "trace_chunks_unpartitioned";--> statement-breakpoint
ALTER TABLE "trace_chunks_unpartitioned" DROP CONSTRAINT "trace_chunks_flight_id_flights_id_fk";--> statement-breakpoint
ALTER TABLE "trace_chunks_unpartitioned" DROP CONSTRAINT "trace_chunks_pkey";--> statement-breakpoint
DROP INDEX "trace_chunks_flight_start_idx";--> statement-breakpoint
DROP INDEX "trace_chunks_icao_start_idx";--> statement-breakpoint
CREATE TABLE "trace_chunks" (
	"id" bigint DEFAULT nextval('trace_chunks_id_seq') NOT NULL,
	"flight_id" bigint NOT NULL,
	"icao" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"point_count" integer NOT NULL,
	"payload" "bytea" NOT NULL,
	CONSTRAINT "trace_chunks_id_start_time_pk" PRIMARY KEY("id","start_time")
) PARTITION BY RANGE ("start_time");--> statement-breakpoint
-- The id sequence now belongs to the new table, so dropping the old one keeps it.
ALTER SEQUENCE "trace_chunks_id_seq" OWNED BY "trace_chunks"."id";--> statement-breakpoint
CREATE TABLE "trace_chunks_default" PARTITION OF "trace_chunks" DEFAULT;--> statement-breakpoint
ALTER TABLE "trace_chunks" ADD CONSTRAINT "trace_chunks_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trace_chunks_flight_start_idx" ON "trace_chunks" USING btree ("flight_id","start_time");--> statement-breakpoint
CREATE INDEX "trace_chunks_icao_start_idx" ON "trace_chunks" USING btree ("icao","start_time");--> statement-breakpoint
DO $$
DECLARE
	day date;
BEGIN
	FOR day IN SELECT DISTINCT (start_time AT TIME ZONE 'UTC')::date FROM "trace_chunks_unpartitioned" LOOP
		EXECUTE format(
			'CREATE TABLE %I PARTITION OF "trace_chunks" FOR VALUES FROM (%L) TO (%L)',
			'trace_chunks_' || to_char(day, 'YYYYMMDD'),
			day::timestamp AT TIME ZONE 'UTC',
			(day + 1)::timestamp AT TIME ZONE 'UTC');
	END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "trace_chunks" ("id", "flight_id", "icao", "start_time", "end_time", "point_count", "payload")
	SELECT "id", "flight_id", "icao", "start_time", "end_time", "point_count", "payload" FROM "trace_chunks_unpartitioned";--> statement-breakpoint
DROP TABLE "trace_chunks_unpartitioned";
