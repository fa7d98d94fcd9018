ALTER TABLE "gallery_pictures" ADD COLUMN "taken_at" text;--> statement-breakpoint
ALTER TABLE "gallery_pictures" ADD COLUMN "camera_make" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_pictures" ADD COLUMN "camera_model" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_pictures" ADD COLUMN "lens" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "taken_at" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "camera_make" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "camera_model" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "lens" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Photos approved before signed URLs existed stay public.
UPDATE "stored_files" SET "published" = true WHERE "kind" = 'photo' AND "name" IN (SELECT "file" FROM "gallery_pictures" WHERE "status" = 1);
