CREATE TABLE "auth_attempt_windows" (
	"key" varchar(400) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_attempt_windows_resets_at_idx" ON "auth_attempt_windows" USING btree ("resets_at");