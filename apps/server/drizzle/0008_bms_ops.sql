CREATE TABLE "bms_job_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer,
	"job_name" text NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"node" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bms_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"handler" text NOT NULL,
	"cron" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"last_fired_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_active_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "user_active_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "wechat_users" (
	"openid" text PRIMARY KEY NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"subscribed" boolean DEFAULT true NOT NULL,
	"subscribe_time" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bms_job_logs" ADD CONSTRAINT "bms_job_logs_job_id_bms_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bms_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bms_job_logs_started_idx" ON "bms_job_logs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "bms_job_logs_job_idx" ON "bms_job_logs" USING btree ("job_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bms_jobs_name_uq" ON "bms_jobs" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "sent_messages_sent_at_idx" ON "sent_messages" USING btree ("sent_at");