CREATE TABLE "club_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer,
	"place" text,
	"online_url" text,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_meetings_place_or_link" CHECK (("club_meetings"."place" is null) <> ("club_meetings"."online_url" is null)),
	CONSTRAINT "club_meetings_duration_positive" CHECK ("club_meetings"."duration_minutes" is null or "club_meetings"."duration_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "club_meetings" ADD CONSTRAINT "club_meetings_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_meetings_starts_at_idx" ON "club_meetings" USING btree ("starts_at");