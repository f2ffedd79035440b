-- Sessions (issue 43, decision 077): each sign-in is a row, named by its token, listed to its
-- person with its device, address and last use, and ended by deleting it. An ended session
-- raises the accounts version, which every signed-in request already reads, so its token is
-- refused at once on every instance; a new one or its last use moving changes nothing cached.
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"device" varchar(60) NOT NULL,
	"address" varchar(45) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","last_used_at");
--> statement-breakpoint
CREATE TRIGGER sessions_bump_accounts_version
  AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('accounts');
