CREATE TABLE "order_deliverables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"quantity" integer,
	"due_at" timestamp with time zone,
	"status" text DEFAULT 'not_started' NOT NULL,
	"revision_round" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"due_soon_notice_at" timestamp with time zone,
	"overdue_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_deliverables_status_check" CHECK ("order_deliverables"."status" in ('not_started', 'submitted', 'changes_requested', 'approved')),
	CONSTRAINT "order_deliverables_quantity_check" CHECK ("order_deliverables"."quantity" is null or "order_deliverables"."quantity" > 0),
	CONSTRAINT "order_deliverables_revision_round_check" CHECK ("order_deliverables"."revision_round" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"rater_type" text NOT NULL,
	"rater_account_id" uuid NOT NULL,
	"ratee_account_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"review" text DEFAULT '' NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_stars_check" CHECK ("order_ratings"."stars" between 1 and 5),
	CONSTRAINT "order_ratings_rater_type_check" CHECK ("order_ratings"."rater_type" in ('brand', 'contentCreator'))
);
--> statement-breakpoint
CREATE TABLE "order_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"reviewer_account_id" uuid NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"post_url" text,
	"message_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_id" uuid,
	"reviewed_at" timestamp with time zone,
	"review_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_submissions_status_check" CHECK ("order_submissions"."status" in ('pending', 'approved', 'changes_requested')),
	CONSTRAINT "order_submissions_version_check" CHECK ("order_submissions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "rating_moderations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rating_id" uuid NOT NULL,
	"admin_account_id" uuid,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_moderations_action_check" CHECK ("rating_moderations"."action" in ('hide', 'unhide'))
);
--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "rating_average" double precision GENERATED ALWAYS AS (case when rating_count > 0 then rating_sum::double precision / rating_count else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD COLUMN "close_outcome" text;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "deliverable_plan" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "work" jsonb;--> statement-breakpoint
ALTER TABLE "order_deliverables" ADD CONSTRAINT "order_deliverables_order_fk" FOREIGN KEY ("campaign_id","creator_id") REFERENCES "public"."campaign_entries"("campaign_id","creator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_rater_account_id_accounts_id_fk" FOREIGN KEY ("rater_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_ratee_account_id_accounts_id_fk" FOREIGN KEY ("ratee_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_fk" FOREIGN KEY ("campaign_id","creator_id") REFERENCES "public"."campaign_entries"("campaign_id","creator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_reviewer_account_id_accounts_id_fk" FOREIGN KEY ("reviewer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_fk" FOREIGN KEY ("campaign_id","creator_id") REFERENCES "public"."campaign_entries"("campaign_id","creator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_submissions" ADD CONSTRAINT "order_submissions_deliverable_id_order_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."order_deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_submissions" ADD CONSTRAINT "order_submissions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_submissions" ADD CONSTRAINT "order_submissions_review_id_order_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."order_reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_submissions" ADD CONSTRAINT "order_submissions_order_fk" FOREIGN KEY ("campaign_id","creator_id") REFERENCES "public"."campaign_entries"("campaign_id","creator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_moderations" ADD CONSTRAINT "rating_moderations_rating_id_order_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."order_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_moderations" ADD CONSTRAINT "rating_moderations_admin_account_id_accounts_id_fk" FOREIGN KEY ("admin_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_deliverables_order_idx" ON "order_deliverables" USING btree ("campaign_id","creator_id","position");--> statement-breakpoint
CREATE INDEX "order_deliverables_due_at_idx" ON "order_deliverables" USING btree ("due_at") WHERE "order_deliverables"."due_at" is not null and "order_deliverables"."status" <> 'approved';--> statement-breakpoint
CREATE INDEX "order_deliverables_creator_id_idx" ON "order_deliverables" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ratings_order_rater_unique" ON "order_ratings" USING btree ("campaign_id","creator_id","rater_type");--> statement-breakpoint
CREATE INDEX "order_ratings_ratee_account_id_idx" ON "order_ratings" USING btree ("ratee_account_id","created_at");--> statement-breakpoint
CREATE INDEX "order_ratings_rater_account_id_idx" ON "order_ratings" USING btree ("rater_account_id");--> statement-breakpoint
CREATE INDEX "order_ratings_created_at_idx" ON "order_ratings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_reviews_order_idx" ON "order_reviews" USING btree ("campaign_id","creator_id","created_at");--> statement-breakpoint
CREATE INDEX "order_reviews_message_id_idx" ON "order_reviews" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "order_reviews_reviewer_account_id_idx" ON "order_reviews" USING btree ("reviewer_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_submissions_deliverable_version_unique" ON "order_submissions" USING btree ("deliverable_id","version");--> statement-breakpoint
CREATE INDEX "order_submissions_order_idx" ON "order_submissions" USING btree ("campaign_id","creator_id");--> statement-breakpoint
CREATE INDEX "order_submissions_message_id_idx" ON "order_submissions" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "order_submissions_review_id_idx" ON "order_submissions" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "order_submissions_pending_created_at_idx" ON "order_submissions" USING btree ("created_at") WHERE "order_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "rating_moderations_rating_id_idx" ON "rating_moderations" USING btree ("rating_id","created_at");--> statement-breakpoint
CREATE INDEX "rating_moderations_admin_account_id_idx" ON "rating_moderations" USING btree ("admin_account_id");--> statement-breakpoint
CREATE INDEX "creator_profiles_rating_idx" ON "creator_profiles" USING btree ("rating_average","rating_count","account_id");--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_close_outcome_check" CHECK ("campaign_entries"."close_outcome" in ('completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_closed_check" CHECK (("campaign_entries"."closed_at" is null) = ("campaign_entries"."close_outcome" is null));--> statement-breakpoint
-- Data (docs/decisions/022 'Existing decisions'). (a) Every campaign's plan from its free text:
-- one deliverable per non-empty line of 'deliverables', the leading bullet or number removed
-- ('- ', '* ', '• ', '1. ', '2) '), at most ten, titles cut to 120 characters. This mirrors the
-- shared defaultDeliverablePlan except for the due date: reading dates out of the 'deadlines' text
-- is left to the application, so every migrated item is undated (dueAt null) and without quantity.
UPDATE "campaigns" AS c SET "deliverable_plan" = coalesce((
	SELECT jsonb_agg(jsonb_build_object('title', item.title, 'quantity', NULL, 'dueAt', NULL) ORDER BY item.n)
	FROM (
		SELECT line.n, regexp_replace(left(line.text, 120), '\s+$', '') AS title
		FROM (
			SELECT stripped.n, stripped.text, row_number() OVER (ORDER BY stripped.n) AS kept
			FROM (
				SELECT raw.n, regexp_replace(regexp_replace(raw.line, '^\s*(?:[-*•]|\d{1,2}[.)])\s*', ''), '^\s+|\s+$', '', 'g') AS text
				FROM regexp_split_to_table(c."deliverables", '\r?\n') WITH ORDINALITY AS raw(line, n)
			) AS stripped
			WHERE stripped.text <> ''
		) AS line
		WHERE line.kept <= 10
	) AS item
), '[]'::jsonb);
--> statement-breakpoint
-- (b) Every hired entry starts its order with its campaign's plan, in the plan's order.
INSERT INTO "order_deliverables" ("campaign_id", "creator_id", "position", "title", "quantity", "due_at")
SELECT e."campaign_id", e."creator_id", (item.n - 1)::integer, item.value->>'title', (item.value->>'quantity')::integer, (item.value->>'dueAt')::timestamptz
FROM "campaign_entries" AS e
JOIN "campaigns" AS c ON c."id" = e."campaign_id"
CROSS JOIN LATERAL jsonb_array_elements(c."deliverable_plan") WITH ORDINALITY AS item(value, n)
WHERE e."status" = 'Hired';
--> statement-breakpoint
-- (c) The earlier stamps, on hired entries: 'Approved' and 'Closed' approve every deliverable at
-- the decision's time; 'Partially Approved' never recorded which part, so every deliverable is at
-- Changes requested, round 1; 'Closed' also closes the order as completed at the decision's time.
UPDATE "order_deliverables" AS d
SET "status" = 'approved', "approved_at" = coalesce(e."decided_at", e."hired_at", now()), "updated_at" = now()
FROM "campaign_entries" AS e
WHERE e."campaign_id" = d."campaign_id" AND e."creator_id" = d."creator_id"
	AND e."status" = 'Hired' AND e."decision" IN ('Approved', 'Closed');
--> statement-breakpoint
UPDATE "order_deliverables" AS d
SET "status" = 'changes_requested', "revision_round" = 1, "updated_at" = now()
FROM "campaign_entries" AS e
WHERE e."campaign_id" = d."campaign_id" AND e."creator_id" = d."creator_id"
	AND e."status" = 'Hired' AND e."decision" = 'Partially Approved';
--> statement-breakpoint
UPDATE "campaign_entries"
SET "closed_at" = coalesce("decided_at", "hired_at", now()), "close_outcome" = 'completed'
WHERE "status" = 'Hired' AND "decision" = 'Closed';
