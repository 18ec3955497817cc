CREATE TABLE "message_notices" (
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"recipient_account_id" uuid NOT NULL,
	"due_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "messages_thread_created_at_idx";--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD COLUMN "last_message_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seq" integer;--> statement-breakpoint
-- Messages stored before threads were numbered get 1, 2, 3... in the order they were written.
UPDATE "messages" AS m SET "seq" = numbered.n FROM (
	SELECT "id", row_number() OVER (PARTITION BY "campaign_id", "creator_id" ORDER BY "created_at", "id") AS n FROM "messages"
) AS numbered WHERE m."id" = numbered."id";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
UPDATE "campaign_entries" AS e SET "last_message_seq" = latest.seq FROM (
	SELECT "campaign_id", "creator_id", max("seq") AS seq FROM "messages" GROUP BY "campaign_id", "creator_id"
) AS latest WHERE e."campaign_id" = latest."campaign_id" AND e."creator_id" = latest."creator_id";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "message_notices" ADD CONSTRAINT "message_notices_recipient_account_id_accounts_id_fk" FOREIGN KEY ("recipient_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_notices" ADD CONSTRAINT "message_notices_thread_fk" FOREIGN KEY ("campaign_id","creator_id") REFERENCES "public"."campaign_entries"("campaign_id","creator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_notices_thread_recipient_unique" ON "message_notices" USING btree ("campaign_id","creator_id","recipient_account_id");--> statement-breakpoint
CREATE INDEX "message_notices_due_at_idx" ON "message_notices" USING btree ("due_at") WHERE "message_notices"."due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_thread_seq_unique" ON "messages" USING btree ("campaign_id","creator_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_idempotency_key_unique" ON "messages" USING btree ("sender_account_id","idempotency_key") WHERE "messages"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");