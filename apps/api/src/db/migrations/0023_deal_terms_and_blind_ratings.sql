CREATE TABLE "payment_dispute_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"proposed_by" text NOT NULL,
	"proposer_account_id" uuid,
	"number" integer NOT NULL,
	"creator_share_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_dispute_proposals_proposed_by_check" CHECK ("payment_dispute_proposals"."proposed_by" in ('brand', 'creator')),
	CONSTRAINT "payment_dispute_proposals_share_check" CHECK ("payment_dispute_proposals"."creator_share_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD COLUMN "pitch_currency" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "coalesce_key" text;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_dispute_proposals" ADD CONSTRAINT "payment_dispute_proposals_dispute_id_payment_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."payment_disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_dispute_proposals" ADD CONSTRAINT "payment_dispute_proposals_proposer_account_id_accounts_id_fk" FOREIGN KEY ("proposer_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_dispute_proposals_dispute_id_number_idx" ON "payment_dispute_proposals" USING btree ("dispute_id","number");--> statement-breakpoint
CREATE INDEX "mail_outbox_coalesce_key_idx" ON "mail_outbox" USING btree ("coalesce_key","to_address") WHERE "mail_outbox"."coalesce_key" is not null and "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_ratings_unpublished_idx" ON "order_ratings" USING btree ("campaign_id","creator_id") WHERE "order_ratings"."published_at" is null;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_pitch_currency_check" CHECK ("campaign_entries"."pitch_currency" in ('GBP', 'USD', 'EUR'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('invitation-received', 'hired', 'not-selected', 'changes-requested', 'submission-approved', 'submission-partly-approved', 'rating-received', 'terms-changed', 'deal-proposed', 'deal-accepted', 'deal-declined', 'deal-withdrawn', 'application-received', 'invitation-declined', 'submission-waiting', 'brand-registered', 'contact-message', 'review-to-moderate', 'payment-received', 'payment-released', 'payment-refunded', 'payouts-needed', 'review-reminder', 'dispute-opened', 'dispute-resolved', 'hire-offered', 'hire-offer-accepted', 'hire-offer-declined', 'dispute-split-proposed'));