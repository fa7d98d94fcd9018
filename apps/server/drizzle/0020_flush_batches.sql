CREATE TABLE "flush_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "flush_batches_committed_at_idx" ON "flush_batches" USING btree ("committed_at");--> statement-breakpoint
-- Chunks stored twice before flush_batches existed: a flush whose COMMIT succeeded while the
-- writer saw an error wrote its batch again, as an exact copy or merged with the next flush's
-- points (the same flight and start, a later end). Keep the copy with the lowest id, or the
-- longer chunk. Two honest chunks of a flight can share a start only when the first spans no
-- time at all (a flush between two points of one 100-ms step), so such a chunk is removed only
-- when it is an exact copy. The flights touched get their point count back from the chunks
-- left (counted without the removed ones: a WITH's statements share one snapshot).
WITH "removed" AS (
  DELETE FROM "trace_chunks" AS "a" USING "trace_chunks" AS "b"
  WHERE "a"."flight_id" = "b"."flight_id" AND "a"."start_time" = "b"."start_time"
    AND "a"."id" <> "b"."id"
    AND (
      ("a"."end_time" = "b"."end_time" AND "a"."point_count" = "b"."point_count"
        AND "a"."payload" = "b"."payload" AND "a"."id" > "b"."id")
      OR ("a"."end_time" > "a"."start_time" AND "a"."end_time" <= "b"."end_time"
        AND "a"."point_count" < "b"."point_count")
    )
  RETURNING "a"."id", "a"."flight_id"
)
UPDATE "flights" SET "point_count" = "counted"."points"
FROM (
  SELECT "flight_id", sum("point_count")::integer AS "points" FROM "trace_chunks"
  WHERE "flight_id" IN (SELECT "flight_id" FROM "removed")
    AND "id" NOT IN (SELECT "id" FROM "removed")
  GROUP BY "flight_id"
) AS "counted"
WHERE "flights"."id" = "counted"."flight_id";
