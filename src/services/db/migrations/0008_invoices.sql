CREATE TABLE "invoice_counters" (
	"region" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_number" text PRIMARY KEY NOT NULL,
	"weborder_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"region" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"buyer" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	CONSTRAINT "invoices_weborder_id_unique" UNIQUE("weborder_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_region_sequence" ON "invoices" USING btree ("region","sequence");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");