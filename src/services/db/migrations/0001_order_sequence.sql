DROP INDEX "web_orders_contact_created_idx";--> statement-breakpoint
ALTER TABLE "web_orders" ADD COLUMN "sequence" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "web_orders_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "web_orders_contact_sequence_idx" ON "web_orders" USING btree ("contact_id","sequence");