CREATE TABLE "compliance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"call_id" integer NOT NULL,
	"call_public_id" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"stage" text NOT NULL,
	"allowed" boolean NOT NULL,
	"purpose" text NOT NULL,
	"rules_version" text NOT NULL,
	"timezones" jsonb NOT NULL,
	"local_time" jsonb NOT NULL,
	"jurisdictions" jsonb NOT NULL,
	"window" jsonb NOT NULL,
	"holiday" jsonb NOT NULL,
	"frequency" jsonb NOT NULL,
	"do_not_call" jsonb NOT NULL,
	"consent" jsonb,
	"destination" jsonb NOT NULL,
	"disclosures" jsonb NOT NULL,
	"blocks" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "compliance_records_call_idx" ON "compliance_records" USING btree ("call_id","id");--> statement-breakpoint
CREATE INDEX "compliance_records_account_time_idx" ON "compliance_records" USING btree ("account_id","decided_at","id");--> statement-breakpoint
-- A compliance record is evidence of why a dial was lawful: written once, in the dial's transaction, and never
-- changed or removed by anyone, a cascade included (the table has no foreign keys: a record outlives its call and
-- its account). UPDATE and DELETE are refused row by row, TRUNCATE for the statement.
CREATE FUNCTION compliance_records_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'compliance records are never changed or removed (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER compliance_records_immutable BEFORE UPDATE OR DELETE ON compliance_records FOR EACH ROW EXECUTE FUNCTION compliance_records_immutable();--> statement-breakpoint
CREATE TRIGGER compliance_records_no_truncate BEFORE TRUNCATE ON compliance_records FOR EACH STATEMENT EXECUTE FUNCTION compliance_records_immutable();
