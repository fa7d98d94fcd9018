CREATE TABLE "gallery_follows" (
	"follower_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	CONSTRAINT "gallery_follows_follower_id_author_id_pk" PRIMARY KEY("follower_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_likes" (
	"picture_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "gallery_likes_picture_id_user_id_pk" PRIMARY KEY("picture_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"registration" text DEFAULT '' NOT NULL,
	"aircraft_type" text DEFAULT '' NOT NULL,
	"airline" text DEFAULT '' NOT NULL,
	"airport" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"shot_date" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"showcase" boolean DEFAULT false NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "gallery_follows" ADD CONSTRAINT "gallery_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_follows" ADD CONSTRAINT "gallery_follows_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_picture_id_gallery_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."gallery_pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_pictures" ADD CONSTRAINT "gallery_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_follows_author" ON "gallery_follows" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "gallery_pictures_status_id" ON "gallery_pictures" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "gallery_pictures_user_id" ON "gallery_pictures" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "gallery_pictures_registration" ON "gallery_pictures" USING btree ("registration");