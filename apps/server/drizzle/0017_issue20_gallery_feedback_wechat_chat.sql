CREATE TABLE "wechat_identities" (
	"openid" text PRIMARY KEY NOT NULL,
	"unionid" text,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"user_id" integer,
	"bound_at" timestamp with time zone,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sign_up_url" text,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_usage" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"screenshot_file" text,
	"status" text DEFAULT 'new' NOT NULL,
	"reply" text,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"reply_read" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "gallery_pictures_registration";--> statement-breakpoint
ALTER TABLE "chat_usage" ADD CONSTRAINT "chat_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_identities_user_uq" ON "wechat_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wechat_identities_unionid_idx" ON "wechat_identities" USING btree ("unionid");--> statement-breakpoint
CREATE INDEX "activities_dates" ON "activities" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "feedback_user" ON "feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_status" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "gallery_pictures_registration_status" ON "gallery_pictures" USING btree ("registration","status","id");--> statement-breakpoint
CREATE INDEX "gallery_pictures_type_status_likes" ON "gallery_pictures" USING btree ("aircraft_type","status","likes","id");--> statement-breakpoint
CREATE INDEX "gallery_pictures_file" ON "gallery_pictures" USING btree ("file");