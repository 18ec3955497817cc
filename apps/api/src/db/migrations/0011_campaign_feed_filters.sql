ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_social_media_check";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "niches" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "offers_compensation" boolean GENERATED ALWAYS AS (lower(btrim(compensation)) not in ('', '-', '0', '$0', 'none', 'n/a', 'na', 'nothing', 'no compensation', 'tbd')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "campaigns_open_created_at_idx" ON "campaigns" USING btree ("created_at","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "campaigns_open_deadline_idx" ON "campaigns" USING btree ("application_deadline","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "campaigns_niches_idx" ON "campaigns" USING gin ("niches");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_social_media_check" CHECK ("campaigns"."social_media" in ('Instagram', 'TikTok', 'YouTube', 'Facebook', 'UGC'));