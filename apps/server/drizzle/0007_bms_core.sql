CREATE TABLE "admin_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"target" text,
	"before" jsonb,
	"after" jsonb,
	"outcome" text NOT NULL,
	"status" integer NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"permission" text,
	"order_num" integer DEFAULT 0 NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"menu_type" smallint NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"icon" text,
	"route" text,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"code" text NOT NULL,
	"menu_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'enabled' NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_actions_at_idx" ON "admin_actions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_actions_user_idx" ON "admin_actions" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_seed_key_uq" ON "menus" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_code_uq" ON "roles" USING btree ("code");
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "permissions";--> statement-breakpoint
-- The system log is append-only: nobody, the application included, edits or removes a row.
CREATE FUNCTION "admin_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_actions is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "admin_actions_no_change" BEFORE UPDATE OR DELETE ON "admin_actions" FOR EACH ROW EXECUTE FUNCTION "admin_actions_append_only"();--> statement-breakpoint
CREATE TRIGGER "admin_actions_no_truncate" BEFORE TRUNCATE ON "admin_actions" FOR EACH STATEMENT EXECUTE FUNCTION "admin_actions_append_only"();
