CREATE TABLE "contact_import_chunks" (
	"import_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "contact_import_chunks_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
ALTER TABLE "contact_import_chunks" ADD CONSTRAINT "contact_import_chunks_import_id_contact_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."contact_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The files of imports still under way move over as one piece each; finished imports keep no file.
INSERT INTO "contact_import_chunks" ("import_id", "seq", "bytes") SELECT "id", 0, "csv" FROM "contact_imports" WHERE "status" IN ('queued', 'running');--> statement-breakpoint
ALTER TABLE "contact_imports" DROP COLUMN "csv";