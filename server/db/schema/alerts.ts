import { sql } from 'drizzle-orm';
import { bigserial, check, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';

export const alertMetrics = ['failed_call_rate', 'p95_latency_ms', 'spend_cents', 'wallet_balance_cents'] as const;
export type AlertMetric = (typeof alertMetrics)[number];
export const alertOps = ['above', 'below'] as const;
export type AlertOp = (typeof alertOps)[number];
export const alertStates = ['ok', 'triggered'] as const;
export type AlertState = (typeof alertStates)[number];

/**
 * A threshold on one of the account's metrics over a trailing window. `state` is the last crossing the evaluator
 * recorded; it changes only by a conditional update, so one crossing is recorded (and announced) once whatever
 * number of evaluators run.
 */
export const alerts = pgTable('alerts', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  metric: text('metric', { enum: alertMetrics }).notNull(),
  op: text('op', { enum: alertOps }).notNull(),
  /** Cents and milliseconds are whole numbers; a rate is a fraction from 0 to 1. */
  threshold: doublePrecision('threshold').notNull(),
  windowMinutes: integer('window_minutes').notNull(),
  state: text('state', { enum: alertStates }).notNull().default('ok'),
  /** The metric's value at the last evaluation; null when there was none (no ended calls in the window). */
  lastValue: doublePrecision('last_value'),
  lastEvaluatedAt: timestamp('last_evaluated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('alerts_account_idx').on(t.accountId, t.id),
  // The evaluator reads the alerts of one metric that are due.
  index('alerts_metric_evaluated_idx').on(t.metric, t.lastEvaluatedAt),
  check('alerts_metric_ck', sql`${t.metric} in ('failed_call_rate','p95_latency_ms','spend_cents','wallet_balance_cents')`),
  check('alerts_op_ck', sql`${t.op} in ('above','below')`),
  check('alerts_state_ck', sql`${t.state} in ('ok','triggered')`),
  check('alerts_window_ck', sql`${t.windowMinutes} between 5 and 1440`),
]);

export const alertEventKinds = ['triggered', 'resolved'] as const;
export type AlertEventKind = (typeof alertEventKinds)[number];

/** Each crossing of an alert, written in the transaction that changed its state (and emitted its webhook). */
export const alertEvents = pgTable('alert_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  alertId: integer('alert_id').notNull().references(() => alerts.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: alertEventKinds }).notNull(),
  value: doublePrecision('value').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [
  index('alert_events_alert_idx').on(t.alertId, t.id),
  check('alert_events_kind_ck', sql`${t.kind} in ('triggered','resolved')`),
]);
