CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_login_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_type_check" CHECK ("accounts"."type" in ('brand', 'contentCreator', 'admin')),
	CONSTRAINT "accounts_status_check" CHECK ("accounts"."status" in ('active', 'blocked')),
	CONSTRAINT "accounts_email_lower_case_check" CHECK ("accounts"."email" = lower("accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"user_agent" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_account_id" uuid,
	"purpose" text NOT NULL,
	"kind" text NOT NULL,
	"visibility" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('avatar', 'campaign-image', 'message-attachment')),
	CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('image', 'video')),
	CONSTRAINT "files_visibility_check" CHECK ("files"."visibility" in ('public', 'private'))
);
--> statement-breakpoint
CREATE TABLE "brand_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"company_name" text NOT NULL,
	"phone" text NOT NULL,
	"brand_description" text NOT NULL,
	"influencer_types" text[] DEFAULT '{}' NOT NULL,
	"brand_address" text NOT NULL,
	"collaboration_type" text NOT NULL,
	"subscription" text NOT NULL,
	"payment" boolean DEFAULT false NOT NULL,
	"payment_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_niches" (
	"creator_id" uuid NOT NULL,
	"niche" text NOT NULL,
	CONSTRAINT "creator_niches_creator_id_niche_pk" PRIMARY KEY("creator_id","niche")
);
--> statement-breakpoint
CREATE TABLE "creator_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"avatar_file_id" uuid,
	"verified" boolean DEFAULT false NOT NULL,
	"total_followers" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_profiles_total_followers_check" CHECK ("creator_profiles"."total_followers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "creator_social_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"link" text NOT NULL,
	"follower_text" text NOT NULL,
	"follower_count" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_social_links_follower_count_check" CHECK ("creator_social_links"."follower_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"status" text DEFAULT 'Not Applied' NOT NULL,
	"invited_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"hired_at" timestamp with time zone,
	"decision" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_entries_campaign_id_creator_id_unique" UNIQUE("campaign_id","creator_id"),
	CONSTRAINT "campaign_entries_status_check" CHECK ("campaign_entries"."status" in ('Not Applied', 'Applied', 'Hired')),
	CONSTRAINT "campaign_entries_decision_check" CHECK ("campaign_entries"."decision" in ('Partially Approved', 'Approved', 'Closed'))
);
--> statement-breakpoint
CREATE TABLE "campaign_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"requirements" text NOT NULL,
	"deliverables" text NOT NULL,
	"deadlines" text NOT NULL,
	"compensation" text NOT NULL,
	"owner_email" text NOT NULL,
	"brand_name" text NOT NULL,
	"price" text DEFAULT 'Paid' NOT NULL,
	"social_media" text DEFAULT 'Instagram' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_price_check" CHECK ("campaigns"."price" in ('Paid', 'Unpaid')),
	CONSTRAINT "campaigns_social_media_check" CHECK ("campaigns"."social_media" in ('Instagram', 'Facebook'))
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"sender_account_id" uuid NOT NULL,
	"sender_type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"decision" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sender_type_check" CHECK ("messages"."sender_type" in ('brand', 'contentCreator')),
	CONSTRAINT "messages_decision_check" CHECK ("messages"."decision" in ('Partially Approved', 'Approved', 'Closed'))
);
--> statement-breakpoint
CREATE TABLE "auth_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"account_type" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_codes_account_type_check" CHECK ("auth_codes"."account_type" in ('contentCreator', 'brand'))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"invited_by_account_id" uuid,
	"accepted_account_id" uuid,
	"last_sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"requested_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"ip_address" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"transport" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_niches" ADD CONSTRAINT "creator_niches_creator_id_creator_profiles_account_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creator_profiles"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_avatar_file_id_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_social_links" ADD CONSTRAINT "creator_social_links_creator_id_creator_profiles_account_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creator_profiles"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_creator_id_creator_profiles_account_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creator_profiles"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_images" ADD CONSTRAINT "campaign_images_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_images" ADD CONSTRAINT "campaign_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_brand_profiles_account_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_profiles"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_fk" FOREIGN KEY ("campaign_id","creator_id") REFERENCES "public"."campaign_entries"("campaign_id","creator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_account_id_accounts_id_fk" FOREIGN KEY ("invited_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_account_id_accounts_id_fk" FOREIGN KEY ("accepted_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_type_email_unique" ON "accounts" USING btree ("type","email");--> statement-breakpoint
CREATE INDEX "accounts_email_idx" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_account_id_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "files_owner_account_id_idx" ON "files" USING btree ("owner_account_id");--> statement-breakpoint
CREATE INDEX "brand_profiles_payment_idx" ON "brand_profiles" USING btree ("payment");--> statement-breakpoint
CREATE INDEX "creator_niches_niche_idx" ON "creator_niches" USING btree ("niche");--> statement-breakpoint
CREATE INDEX "creator_profiles_avatar_file_id_idx" ON "creator_profiles" USING btree ("avatar_file_id");--> statement-breakpoint
CREATE INDEX "creator_profiles_total_followers_idx" ON "creator_profiles" USING btree ("total_followers");--> statement-breakpoint
CREATE INDEX "creator_profiles_created_at_idx" ON "creator_profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "creator_social_links_creator_id_idx" ON "creator_social_links" USING btree ("creator_id","position");--> statement-breakpoint
CREATE INDEX "campaign_entries_campaign_id_status_idx" ON "campaign_entries" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "campaign_entries_creator_id_status_idx" ON "campaign_entries" USING btree ("creator_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_images_campaign_id_file_id_unique" ON "campaign_images" USING btree ("campaign_id","file_id");--> statement-breakpoint
CREATE INDEX "campaign_images_campaign_id_position_idx" ON "campaign_images" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "campaign_images_file_id_idx" ON "campaign_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "campaigns_brand_id_created_at_idx" ON "campaigns" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_price_social_media_created_at_idx" ON "campaigns" USING btree ("price","social_media","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_social_media_created_at_idx" ON "campaigns" USING btree ("social_media","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "campaigns_title_trgm_idx" ON "campaigns" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "message_attachments_message_id_file_id_unique" ON "message_attachments" USING btree ("message_id","file_id");--> statement-breakpoint
CREATE INDEX "message_attachments_file_id_idx" ON "message_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "messages_thread_created_at_idx" ON "messages" USING btree ("campaign_id","creator_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_creator_id_idx" ON "messages" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "messages_sender_account_id_idx" ON "messages" USING btree ("sender_account_id");--> statement-breakpoint
CREATE INDEX "auth_codes_email_type_created_at_idx" ON "auth_codes" USING btree ("email","account_type","created_at");--> statement-breakpoint
CREATE INDEX "invitations_invited_by_account_id_idx" ON "invitations" USING btree ("invited_by_account_id");--> statement-breakpoint
CREATE INDEX "invitations_accepted_account_id_idx" ON "invitations" USING btree ("accepted_account_id");--> statement-breakpoint
CREATE INDEX "invitations_created_at_idx" ON "invitations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_resets_account_id_idx" ON "password_resets" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "contact_messages_account_id_idx" ON "contact_messages" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_attempt_at_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_address_created_at_idx" ON "mail_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");