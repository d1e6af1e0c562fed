CREATE TABLE "content_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"upserts" jsonb NOT NULL,
	"deletes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_changes_recorded_at_idx" ON "content_changes" USING btree ("recorded_at");