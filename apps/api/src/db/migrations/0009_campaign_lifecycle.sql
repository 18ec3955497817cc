ALTER TABLE "campaign_entries" DROP CONSTRAINT "campaign_entries_status_check";--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "application_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "terms_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "campaigns_brand_id_status_created_at_idx" ON "campaigns" USING btree ("brand_id","status","created_at");--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_status_check" CHECK ("campaign_entries"."status" in ('Not Applied', 'Applied', 'Hired', 'Declined', 'Withdrawn'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('open', 'closed', 'archived'));