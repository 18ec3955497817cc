CREATE TABLE "creator_platform_stats" (
	"creator_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"handle" text NOT NULL,
	"followers" bigint NOT NULL,
	"engagement_basis_points" integer NOT NULL,
	"average_views" bigint,
	"audience_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"age_bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gender" jsonb,
	"as_of" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_platform_stats_creator_id_platform_pk" PRIMARY KEY("creator_id","platform"),
	CONSTRAINT "creator_platform_stats_platform_check" CHECK ("creator_platform_stats"."platform" in ('Instagram', 'TikTok', 'YouTube', 'Facebook')),
	CONSTRAINT "creator_platform_stats_followers_check" CHECK ("creator_platform_stats"."followers" >= 0),
	CONSTRAINT "creator_platform_stats_engagement_check" CHECK ("creator_platform_stats"."engagement_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "creator_rate_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_rate_packages_price_check" CHECK ("creator_rate_packages"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "shortlist_members" (
	"shortlist_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_members_shortlist_id_creator_id_pk" PRIMARY KEY("shortlist_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "disciplines" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "horse_count" integer;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "breeds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "audience_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "media_kit_visibility" text DEFAULT 'nobody' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "featured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "target_disciplines" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "target_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_submissions" ADD COLUMN "creator_showcase_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_submissions" ADD COLUMN "brand_showcase_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_platform_stats" ADD CONSTRAINT "creator_platform_stats_creator_id_creator_profiles_account_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creator_profiles"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_rate_packages" ADD CONSTRAINT "creator_rate_packages_creator_id_creator_profiles_account_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creator_profiles"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_members" ADD CONSTRAINT "shortlist_members_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_members" ADD CONSTRAINT "shortlist_members_creator_id_creator_profiles_account_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creator_profiles"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_brand_id_brand_profiles_account_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_profiles"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_platform_stats_platform_engagement_idx" ON "creator_platform_stats" USING btree ("platform","engagement_basis_points","creator_id");--> statement-breakpoint
CREATE INDEX "creator_rate_packages_creator_id_idx" ON "creator_rate_packages" USING btree ("creator_id","position");--> statement-breakpoint
CREATE INDEX "shortlist_members_creator_id_idx" ON "shortlist_members" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "shortlist_members_shortlist_added_idx" ON "shortlist_members" USING btree ("shortlist_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlists_brand_id_name_unique" ON "shortlists" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shortlists_brand_id_created_at_idx" ON "shortlists" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_profiles_handle_unique" ON "creator_profiles" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "creator_profiles_featured_at_idx" ON "creator_profiles" USING btree ("featured_at") WHERE "creator_profiles"."featured_at" is not null;--> statement-breakpoint
CREATE INDEX "creator_profiles_disciplines_idx" ON "creator_profiles" USING gin ("disciplines");--> statement-breakpoint
CREATE INDEX "creator_profiles_languages_idx" ON "creator_profiles" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "creator_profiles_audience_countries_idx" ON "creator_profiles" USING gin ("audience_countries");--> statement-breakpoint
CREATE INDEX "creator_profiles_country_region_idx" ON "creator_profiles" USING btree ("country","region");--> statement-breakpoint
CREATE INDEX "creator_profiles_level_idx" ON "creator_profiles" USING btree ("level");--> statement-breakpoint
CREATE INDEX "campaigns_target_disciplines_idx" ON "campaigns" USING gin ("target_disciplines");--> statement-breakpoint
CREATE INDEX "order_submissions_showcase_idx" ON "order_submissions" USING btree ("creator_id","reviewed_at") WHERE "order_submissions"."creator_showcase_consent" and "order_submissions"."brand_showcase_consent" and "order_submissions"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_horse_count_check" CHECK ("creator_profiles"."horse_count" is null or "creator_profiles"."horse_count" >= 0);--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_media_kit_visibility_check" CHECK ("creator_profiles"."media_kit_visibility" in ('anyone', 'brands', 'nobody'));