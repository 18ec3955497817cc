CREATE TABLE "email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_changes_account_id_unique" UNIQUE("account_id"),
	CONSTRAINT "email_changes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "creator_profiles_total_followers_idx";--> statement-breakpoint
DROP INDEX "creator_profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "creator_niches_niche_idx";--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_new_email_idx" ON "email_changes" USING btree ("new_email");--> statement-breakpoint
CREATE INDEX "accounts_blocked_id_idx" ON "accounts" USING btree ("id") WHERE "accounts"."status" = 'blocked';--> statement-breakpoint
CREATE INDEX "creator_profiles_total_followers_account_id_idx" ON "creator_profiles" USING btree ("total_followers","account_id");--> statement-breakpoint
CREATE INDEX "creator_profiles_created_at_account_id_idx" ON "creator_profiles" USING btree ("created_at","account_id");--> statement-breakpoint
CREATE INDEX "creator_profiles_verified_created_at_account_id_idx" ON "creator_profiles" USING btree ("verified","created_at","account_id");--> statement-breakpoint
CREATE INDEX "creator_profiles_full_name_trgm_idx" ON "creator_profiles" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creator_niches_niche_idx" ON "creator_niches" USING btree ("niche","creator_id");