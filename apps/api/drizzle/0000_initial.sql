CREATE TYPE "public"."fuel_type" AS ENUM('Diesel', 'Gasoline', 'Hybrid', 'Electricity', 'LPG', 'CNG', 'Hydrogen');--> statement-breakpoint
CREATE TYPE "public"."reservation_status" AS ENUM('CREATED', 'CANCELLED', 'DONE');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('Customer', 'Administrator');--> statement-breakpoint
CREATE TYPE "public"."transmission" AS ENUM('Automatic', 'Manual', 'Tiptronic');--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(50) NOT NULL,
	"email" varchar(100) NOT NULL,
	"subject" varchar(50) NOT NULL,
	"body" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" integer,
	"content_type" varchar(20) NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pick_up_time" timestamp with time zone NOT NULL,
	"drop_off_time" timestamp with time zone NOT NULL,
	"pick_up_location" varchar(100) NOT NULL,
	"drop_off_location" varchar(100) NOT NULL,
	"status" "reservation_status" DEFAULT 'CREATED' NOT NULL,
	"total_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_drop_off_after_pick_up" CHECK ("reservations"."drop_off_time" > "reservations"."pick_up_time")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"email" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"phone_number" varchar(14) NOT NULL,
	"address" varchar(50) NOT NULL,
	"zip_code" varchar(6) NOT NULL,
	"roles" "role"[] NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_roles_not_empty" CHECK (cardinality("users"."roles") > 0)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model" varchar(30) NOT NULL,
	"doors" smallint NOT NULL,
	"seats" smallint NOT NULL,
	"luggage" smallint NOT NULL,
	"transmission" "transmission" NOT NULL,
	"air_conditioning" boolean NOT NULL,
	"fuel_type" "fuel_type" NOT NULL,
	"age" smallint NOT NULL,
	"price_per_hour_cents" integer NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_price_positive" CHECK ("vehicles"."price_per_hour_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_vehicles_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "images_vehicle_idx" ON "images" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_user_pick_up_idx" ON "reservations" USING btree ("user_id","pick_up_time");--> statement-breakpoint
CREATE INDEX "reservations_pick_up_idx" ON "reservations" USING btree ("pick_up_time","id");--> statement-breakpoint
CREATE INDEX "reservations_car_idx" ON "reservations" USING btree ("car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name");--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name");--> statement-breakpoint
CREATE INDEX "vehicles_model_idx" ON "vehicles" USING btree ("model","id");--> statement-breakpoint
CREATE INDEX "vehicles_price_idx" ON "vehicles" USING btree ("price_per_hour_cents","id");