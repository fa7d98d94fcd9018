CREATE TABLE "airport_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"airport_icao" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "airport_notices_airport_starts_idx" ON "airport_notices" USING btree ("airport_icao","starts_at");