ALTER TABLE "campaign_entries" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
-- The stored entries first, before the trigger, which would read each campaign a second time.
UPDATE "campaign_entries" SET "brand_id" = "campaigns"."brand_id" FROM "campaigns" WHERE "campaigns"."id" = "campaign_entries"."campaign_id";--> statement-breakpoint
-- Written by hand (issue 47): every entry carries its campaign's brand, copied by the database on
-- insert (and if an entry's campaign ever changed), so no insert path can forget it.
CREATE FUNCTION "campaign_entries_copy_brand_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "brand_id" INTO NEW."brand_id" FROM "campaigns" WHERE "id" = NEW."campaign_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_entries_brand_id" BEFORE INSERT OR UPDATE OF "campaign_id", "brand_id" ON "campaign_entries"
  FOR EACH ROW EXECUTE FUNCTION "campaign_entries_copy_brand_id"();--> statement-breakpoint
CREATE INDEX "campaign_entries_brand_hired_idx" ON "campaign_entries" USING btree ("brand_id","creator_id") WHERE status = 'Hired';
