CREATE TABLE "order_deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"fee_minor" bigint,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"proposed_by" text NOT NULL,
	"proposer_account_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_deals_status_check" CHECK ("order_deals"."status" in ('proposed', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "order_deals_proposed_by_check" CHECK ("order_deals"."proposed_by" in ('hire', 'brand', 'contentCreator')),
	CONSTRAINT "order_deals_version_check" CHECK ("order_deals"."version" > 0),
	CONSTRAINT "order_deals_fee_minor_check" CHECK ("order_deals"."fee_minor" is null or "order_deals"."fee_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "offers_compensation" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "offers_compensation" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD COLUMN "pitch" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD COLUMN "proposed_fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD COLUMN "pitch_links" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD COLUMN "agreed_fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "offer" jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "terms_as_written" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "compensation_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "currency" text DEFAULT 'GBP' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "spots" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "hired_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "content_start" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "content_end" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "deliverable_platforms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "deliverable_formats" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_deals" ADD CONSTRAINT "order_deals_proposer_account_id_accounts_id_fk" FOREIGN KEY ("proposer_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deals" ADD CONSTRAINT "order_deals_order_fk" FOREIGN KEY ("campaign_id","creator_id") REFERENCES "public"."campaign_entries"("campaign_id","creator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_deals_order_version_unique" ON "order_deals" USING btree ("campaign_id","creator_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "order_deals_one_proposal_unique" ON "order_deals" USING btree ("campaign_id","creator_id") WHERE "order_deals"."status" = 'proposed';--> statement-breakpoint
CREATE INDEX "order_deals_proposer_account_id_idx" ON "order_deals" USING btree ("proposer_account_id");--> statement-breakpoint
CREATE INDEX "campaigns_open_currency_fee_idx" ON "campaigns" USING btree ("currency","fee_minor") INCLUDE ("application_deadline","created_at","id","spots","hired_count","compensation_kinds") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "campaigns_open_feed_cover_idx" ON "campaigns" USING btree ("created_at","id") INCLUDE ("application_deadline","price","social_media","spots","hired_count","offers_compensation","compensation_kinds","currency","fee_minor","content_start","content_end","deliverable_formats","deliverable_platforms") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "campaigns_compensation_kinds_idx" ON "campaigns" USING gin ("compensation_kinds");--> statement-breakpoint
CREATE INDEX "campaigns_deliverable_formats_idx" ON "campaigns" USING gin ("deliverable_formats");--> statement-breakpoint
CREATE INDEX "campaigns_deliverable_platforms_idx" ON "campaigns" USING gin ("deliverable_platforms");--> statement-breakpoint
CREATE INDEX "campaigns_offer_unread_idx" ON "campaigns" USING btree ("id") WHERE "campaigns"."offer" is null;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_proposed_fee_check" CHECK ("campaign_entries"."proposed_fee_minor" is null or "campaign_entries"."proposed_fee_minor" > 0);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_currency_check" CHECK ("campaigns"."currency" in ('GBP', 'USD', 'EUR'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_fee_minor_check" CHECK ("campaigns"."fee_minor" is null or "campaigns"."fee_minor" > 0);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_spots_check" CHECK ("campaigns"."spots" is null or "campaigns"."spots" > 0);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_hired_count_check" CHECK ("campaigns"."hired_count" >= 0);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_compensation_kinds_check" CHECK ("campaigns"."compensation_kinds" <@ array['fee', 'gifted', 'affiliate', 'exposure']::text[]);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('invitation-received', 'hired', 'not-selected', 'changes-requested', 'submission-approved', 'submission-partly-approved', 'rating-received', 'terms-changed', 'deal-proposed', 'deal-accepted', 'deal-declined', 'deal-withdrawn', 'application-received', 'invitation-declined', 'submission-waiting', 'brand-registered', 'contact-message', 'review-to-moderate'));--> statement-breakpoint
-- Hires so far take their spots; the offer itself is read from the free texts at start-up (issue 31).
UPDATE "campaigns" SET "hired_count" = (SELECT count(*) FROM "campaign_entries" e WHERE e."campaign_id" = "campaigns"."id" AND e."status" = 'Hired');
