CREATE TABLE "agenda_data_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
