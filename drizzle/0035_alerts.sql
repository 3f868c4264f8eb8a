CREATE TABLE "alert_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_events_kind_ck" CHECK ("alert_events"."kind" in ('triggered','resolved'))
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_by_user_id" integer,
	"name" text NOT NULL,
	"metric" text NOT NULL,
	"op" text NOT NULL,
	"threshold" double precision NOT NULL,
	"window_minutes" integer NOT NULL,
	"state" text DEFAULT 'ok' NOT NULL,
	"last_value" double precision,
	"last_evaluated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_metric_ck" CHECK ("alerts"."metric" in ('failed_call_rate','p95_latency_ms','spend_cents','wallet_balance_cents')),
	CONSTRAINT "alerts_op_ck" CHECK ("alerts"."op" in ('above','below')),
	CONSTRAINT "alerts_state_ck" CHECK ("alerts"."state" in ('ok','triggered')),
	CONSTRAINT "alerts_window_ck" CHECK ("alerts"."window_minutes" between 5 and 1440)
);
--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_events_alert_idx" ON "alert_events" USING btree ("alert_id","id");--> statement-breakpoint
CREATE INDEX "alerts_account_idx" ON "alerts" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "alerts_metric_evaluated_idx" ON "alerts" USING btree ("metric","last_evaluated_at");--> statement-breakpoint
CREATE INDEX "calls_account_ended_idx" ON "calls" USING btree ("account_id","ended_at") WHERE "calls"."ended_at" is not null;