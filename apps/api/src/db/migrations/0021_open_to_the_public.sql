CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"state" text NOT NULL,
	"requested_by" text NOT NULL,
	"admin_account_id" uuid,
	"admin_reason" text,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"requested_at" timestamp with time zone NOT NULL,
	"erase_after" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "account_deletions_state_check" CHECK ("account_deletions"."state" in ('awaiting_confirmation', 'scheduled', 'cancelled', 'erased')),
	CONSTRAINT "account_deletions_requested_by_check" CHECK ("account_deletions"."requested_by" in ('self', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"storage_key" text,
	"byte_size" bigint,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'ready', 'downloaded', 'expired', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"opted_out" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preferences_opted_out_check" CHECK ("email_preferences"."opted_out" <@ array['messages_work', 'campaign_updates', 'invitations', 'reminders', 'newsletter', 'product_news']::text[])
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "category" text DEFAULT 'essential' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_admin_account_id_accounts_id_fk" FOREIGN KEY ("admin_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("erase_after") WHERE "account_deletions"."state" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_open_account_unique" ON "account_deletions" USING btree ("account_id") WHERE "account_deletions"."state" in ('awaiting_confirmation', 'scheduled');--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_confirm_token_hash_unique" ON "account_deletions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "data_exports_account_id_requested_at_idx" ON "data_exports" USING btree ("account_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_exports_pending_idx" ON "data_exports" USING btree ("requested_at") WHERE "data_exports"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_token_hash_unique" ON "data_exports" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_token_hash_unique" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_category_check" CHECK ("mail_outbox"."category" in ('essential', 'messages_work', 'campaign_updates', 'invitations', 'reminders', 'newsletter', 'product_news'));