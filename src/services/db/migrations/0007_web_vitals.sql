CREATE TABLE "web_vitals_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"template" text NOT NULL,
	"region" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "web_vitals_daily_day_metric_template_region_bucket_pk" PRIMARY KEY("day","metric","template","region","bucket")
);
