CREATE TABLE "creator_payout_accounts" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"currently_due" text[] DEFAULT '{}'::text[] NOT NULL,
	"disabled_reason" text,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"syncs_started" integer DEFAULT 0 NOT NULL,
	"sync_applied" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_payout_accounts_stripe_account_id_unique" UNIQUE("stripe_account_id"),
	CONSTRAINT "creator_payout_accounts_status_check" CHECK ("creator_payout_accounts"."status" in ('not_started', 'pending_verification', 'restricted', 'enabled'))
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"currency" text NOT NULL,
	"agreed_fee_minor" bigint NOT NULL,
	"brand_fee_minor" bigint NOT NULL,
	"creator_fee_minor" bigint NOT NULL,
	"charge_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"deal_version" integer NOT NULL,
	"charge_due_at" timestamp with time zone NOT NULL,
	"stripe_checkout_session_id" text,
	"stripe_payment_intent_id" text,
	"stripe_charge_id" text,
	"receipt_url" text,
	"paid_at" timestamp with time zone,
	"release_reason" text,
	"release_requested_at" timestamp with time zone,
	"creator_share_minor" bigint,
	"transfer_minor" bigint,
	"stripe_transfer_id" text,
	"released_at" timestamp with time zone,
	"refund_minor" bigint,
	"stripe_refund_id" text,
	"refunded_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"review_reminders_sent" integer DEFAULT 0 NOT NULL,
	"review_wait_since" timestamp with time zone,
	"syncs_started" integer DEFAULT 0 NOT NULL,
	"sync_applied" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "order_payments_stripe_charge_id_unique" UNIQUE("stripe_charge_id"),
	CONSTRAINT "order_payments_stripe_transfer_id_unique" UNIQUE("stripe_transfer_id"),
	CONSTRAINT "order_payments_stripe_refund_id_unique" UNIQUE("stripe_refund_id"),
	CONSTRAINT "order_payments_status_check" CHECK ("order_payments"."status" in ('awaiting_payment', 'held', 'frozen', 'releasing', 'released', 'refunding', 'refunded', 'settled', 'void')),
	CONSTRAINT "order_payments_currency_check" CHECK ("order_payments"."currency" in ('GBP', 'USD', 'EUR')),
	CONSTRAINT "order_payments_release_reason_check" CHECK ("order_payments"."release_reason" in ('approved', 'auto_approved', 'dispute', 'agreed_split')),
	CONSTRAINT "order_payments_amounts_check" CHECK ("order_payments"."agreed_fee_minor" > 0 and "order_payments"."brand_fee_minor" >= 0 and "order_payments"."creator_fee_minor" >= 0 and "order_payments"."charge_minor" = "order_payments"."agreed_fee_minor" + "order_payments"."brand_fee_minor" and "order_payments"."payout_minor" = "order_payments"."agreed_fee_minor" - "order_payments"."creator_fee_minor"),
	CONSTRAINT "order_payments_share_check" CHECK ("order_payments"."creator_share_minor" is null or ("order_payments"."creator_share_minor" >= 0 and "order_payments"."creator_share_minor" <= "order_payments"."agreed_fee_minor"))
);
--> statement-breakpoint
CREATE TABLE "payment_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"opened_by" text NOT NULL,
	"opener_account_id" uuid,
	"reason" text NOT NULL,
	"stripe_dispute_id" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"proposed_share_minor" bigint,
	"proposed_by" text,
	"proposed_at" timestamp with time zone,
	"resolution" text,
	"resolved_share_minor" bigint,
	"resolver_account_id" uuid,
	"resolution_reason" text,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "payment_disputes_stripe_dispute_id_unique" UNIQUE("stripe_dispute_id"),
	CONSTRAINT "payment_disputes_opened_by_check" CHECK ("payment_disputes"."opened_by" in ('brand', 'creator', 'stripe', 'system')),
	CONSTRAINT "payment_disputes_resolution_check" CHECK ("payment_disputes"."resolution" in ('release', 'refund', 'split')),
	CONSTRAINT "payment_disputes_proposed_by_check" CHECK ("payment_disputes"."proposed_by" in ('brand', 'creator')),
	CONSTRAINT "payment_disputes_resolved_check" CHECK (("payment_disputes"."resolved_at" is null) = ("payment_disputes"."resolution" is null))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "creator_payout_accounts" ADD CONSTRAINT "creator_payout_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_fk" FOREIGN KEY ("campaign_id","creator_id") REFERENCES "public"."campaign_entries"("campaign_id","creator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_payment_id_order_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_opener_account_id_accounts_id_fk" FOREIGN KEY ("opener_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_resolver_account_id_accounts_id_fk" FOREIGN KEY ("resolver_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("campaign_id","creator_id");--> statement-breakpoint
CREATE INDEX "order_payments_creator_id_idx" ON "order_payments" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payments_brand_id_idx" ON "order_payments" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payments_moving_idx" ON "order_payments" USING btree ("status") WHERE "order_payments"."status" in ('releasing', 'refunding');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_disputes_open_idx" ON "payment_disputes" USING btree ("payment_id") WHERE "payment_disputes"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "payment_disputes_opened_at_idx" ON "payment_disputes" USING btree ("opened_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('invitation-received', 'hired', 'not-selected', 'changes-requested', 'submission-approved', 'submission-partly-approved', 'rating-received', 'terms-changed', 'deal-proposed', 'deal-accepted', 'deal-declined', 'deal-withdrawn', 'application-received', 'invitation-declined', 'submission-waiting', 'brand-registered', 'contact-message', 'review-to-moderate', 'payment-received', 'payment-released', 'payment-refunded', 'payouts-needed', 'review-reminder', 'dispute-opened', 'dispute-resolved'));