ALTER TABLE "billing_customers" ADD COLUMN "syncs_started" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD COLUMN "sync_applied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "stripe_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "ended_at" timestamp with time zone;