ALTER TABLE "campaign_entries" DROP CONSTRAINT "campaign_entries_status_check";--> statement-breakpoint
-- An entry withdrawn without ever applying was an invitation the creator declined (docs/decisions/025).
UPDATE "campaign_entries" SET "status" = 'Invitation Declined' WHERE "status" = 'Withdrawn' AND "applied_at" IS NULL;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_status_check" CHECK ("campaign_entries"."status" in ('Not Applied', 'Applied', 'Hired', 'Declined', 'Withdrawn', 'Invitation Declined'));