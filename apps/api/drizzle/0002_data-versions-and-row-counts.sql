CREATE TABLE "data_versions" (
	"name" varchar(30) PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "row_counts" (
	"table_name" varchar(30) NOT NULL,
	"shard" smallint NOT NULL,
	"rows" bigint NOT NULL,
	CONSTRAINT "row_counts_table_name_shard_pk" PRIMARY KEY("table_name","shard")
);
