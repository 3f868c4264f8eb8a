import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { accounts, alertEvents, alerts } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { AppError, notFound, parseOrThrow } from '../../errors';
import { asRowId } from '../../lib/ids';
import { pagedSelect } from '../../lib/pagination';
import { toIso } from '../../lib/time';
import {
  createAlertInput, listAlertsQuery, MAX_ALERTS_PER_ACCOUNT,
  type AlertDto, type AlertEventList, type AlertList, type CreateAlertInput, type ListAlertsQuery,
} from './schema';

type AlertRow = typeof alerts.$inferSelect;

/**
 * Alerts watch the whole account (every team's calls, the wallet), so only its owners and admins create or delete
 * them. Every user of the account may read them: the dashboard shows members what is being watched.
 */
function requireAlertManager(actor: Actor): void {
  if (!isAccountAdmin(actor)) throw new AppError('permission_denied', 'Alerts are managed by the account owners and admins.');
}

/** When each alert last triggered, read beside the alert. */
const lastTriggeredAt = sql<Date | string | null>`(
  select max(${alertEvents.at}) from ${alertEvents} where ${alertEvents.alertId} = ${alerts.id} and ${alertEvents.kind} = 'triggered'
)`;

function toAlertDto(a: AlertRow, triggeredAt: Date | string | null): AlertDto {
  return {
    id: a.id,
    name: a.name,
    metric: a.metric,
    op: a.op,
    threshold: a.threshold,
    window_minutes: a.windowMinutes,
    state: a.state,
    value: a.lastValue,
    last_evaluated_at: toIso(a.lastEvaluatedAt),
    last_triggered_at: triggeredAt === null ? null : toIso(new Date(triggeredAt)),
    created_by_user_id: a.createdByUserId,
    created_at: toIso(a.createdAt),
  };
}

/** The account's alert, or 404 `not_found` (another account's id leaks nothing). */
async function getAlertOrThrow(db: DbOrTx, actor: Actor, ref: string | number): Promise<AlertRow> {
  const id = asRowId(ref);
  if (id === null) throw notFound('Alert');
  const [row] = await db.select().from(alerts).where(and(eq(alerts.id, id), eq(alerts.accountId, actor.accountId)));
  if (!row) throw notFound('Alert');
  return row;
}

/** GET /api/v1/alerts: the account's alerts, oldest first, paged, each with its state and last value. */
export async function listAlerts(db: Database, actor: Actor, query: ListAlertsQuery = {}): Promise<AlertList> {
  const { page, limit } = parseOrThrow(listAlertsQuery, query);
  const scope = eq(alerts.accountId, actor.accountId);
  return pagedSelect({
    key: 'alerts',
    page,
    limit,
    count: async () => (await db.select({ n: count() }).from(alerts).where(scope))[0].n,
    rows: async (limit, offset) => {
      const rows = await db.select({ alert: alerts, triggeredAt: lastTriggeredAt }).from(alerts).where(scope)
        .orderBy(asc(alerts.id)).limit(limit).offset(offset);
      return rows.map((r) => toAlertDto(r.alert, r.triggeredAt));
    },
  });
}

/** POST /api/v1/alerts. An account has at most MAX_ALERTS_PER_ACCOUNT alerts. The first evaluation follows within a minute. */
export async function createAlert(db: Database, actor: Actor, input: CreateAlertInput): Promise<AlertDto> {
  requireAlertManager(actor);
  const data = parseOrThrow(createAlertInput, input);
  const row = await db.transaction(async (tx) => {
    // The account row's lock serialises concurrent creates, so the count below cannot be raced past.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, actor.accountId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(alerts).where(eq(alerts.accountId, actor.accountId));
    if (n >= MAX_ALERTS_PER_ACCOUNT) {
      throw new AppError('alert_limit_reached', `An account may have at most ${MAX_ALERTS_PER_ACCOUNT} alerts; delete one first.`);
    }
    const [created] = await tx
      .insert(alerts)
      .values({
        accountId: actor.accountId,
        createdByUserId: actor.userId,
        name: data.name,
        metric: data.metric,
        op: data.op,
        threshold: data.threshold,
        windowMinutes: data.window_minutes,
      })
      .returning();
    return created;
  });
  return toAlertDto(row, null);
}

/** DELETE /api/v1/alerts/{alert_id}: the alert and its history go; webhooks already sent stay sent. */
export async function deleteAlert(db: Database, actor: Actor, ref: string | number): Promise<{ message: string }> {
  requireAlertManager(actor);
  const current = await getAlertOrThrow(db, actor, ref);
  await db.delete(alerts).where(eq(alerts.id, current.id));
  return { message: `Alert ${current.id} deleted.` };
}

/** An alert's crossings, newest first, paged. */
export async function listAlertEvents(db: Database, actor: Actor, ref: string | number, query: ListAlertsQuery = {}): Promise<AlertEventList> {
  const { page, limit } = parseOrThrow(listAlertsQuery, query);
  const alert = await getAlertOrThrow(db, actor, ref);
  const scope = eq(alertEvents.alertId, alert.id);
  return pagedSelect({
    key: 'events',
    page,
    limit,
    count: async () => (await db.select({ n: count() }).from(alertEvents).where(scope))[0].n,
    rows: async (limit, offset) => {
      const rows = await db.select().from(alertEvents).where(scope).orderBy(desc(alertEvents.id)).limit(limit).offset(offset);
      return rows.map((e) => ({ id: e.id, alert_id: e.alertId, kind: e.kind, value: e.value, at: toIso(e.at) }));
    },
  });
}
