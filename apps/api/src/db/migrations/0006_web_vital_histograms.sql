CREATE TABLE "web_vital_histograms" (
	"page" text NOT NULL,
	"metric" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	"good_count" integer NOT NULL,
	CONSTRAINT "web_vital_histograms_page_metric_day_bucket_pk" PRIMARY KEY("page","metric","day","bucket"),
	CONSTRAINT "web_vital_histograms_metric_check" CHECK ("web_vital_histograms"."metric" in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
	CONSTRAINT "web_vital_histograms_bucket_check" CHECK ("web_vital_histograms"."bucket" between 0 and 273),
	CONSTRAINT "web_vital_histograms_counts_check" CHECK ("web_vital_histograms"."count" > 0 and "web_vital_histograms"."good_count" between 0 and "web_vital_histograms"."count")
);
--> statement-breakpoint
CREATE INDEX "web_vital_histograms_day_idx" ON "web_vital_histograms" USING btree ("day");--> statement-breakpoint
-- The samples kept so far, counted into the buckets of modules/vitals/vital-buckets.ts (the same
-- arithmetic: 5 % buckets of milliseconds, or of thousandths for CLS), so no report is lost.
INSERT INTO "web_vital_histograms" ("page", "metric", "day", "bucket", "count", "good_count")
SELECT "page", "metric", "day", "bucket", count(*)::integer, (count(*) filter (where "rating" = 'good'))::integer
FROM (
	SELECT "page", "metric", "rating",
		date_trunc('day', "created_at" at time zone 'UTC') at time zone 'UTC' AS "day",
		CASE
			WHEN "value" / (CASE WHEN "metric" = 'CLS' THEN 0.001 ELSE 1 END) < 1 THEN 0
			ELSE least(273, 1 + floor(ln("value" / (CASE WHEN "metric" = 'CLS' THEN 0.001 ELSE 1 END)) / ln(1.05))::integer)
		END AS "bucket"
	FROM "web_vitals"
) AS "samples"
GROUP BY "page", "metric", "day", "bucket";
