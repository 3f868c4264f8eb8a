import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { accounts, alertEvents, alerts, calls, outboxEvents, walletLedger, type CallStatus } from '../db/schema';
import { createAlert } from '../services/alerts/service';
import type { CreateAlertInput } from '../services/alerts/schema';
import { fundedAccount, type CallTestAccount } from './call-fixtures';
import { actorOf } from './fixtures';

// Fixtures of the alerts tests: calls that ended when a test says, call debits at a given time, the alert rows
// and the events they left.

let seq = 0;

/** A call of the account's agent that ended at `endedAt` with `status` (and, if given, its p95 latency). */
export async function endedCall(acct: CallTestAccount, status: CallStatus, endedAt: Date, latencyP95Ms: number | null = null): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(calls)
    .values({
      accountId: acct.accountId,
      callId: `alert-test-${process.pid}-${++seq}`,
      agentId: acct.agent.id,
      status,
      phoneNumber: '+14155550123',
      provider: 'simulator',
      rateCents: 10,
      purpose: 'informational',
      estimatedStartAt: endedAt,
      endedAt,
      latencyP95Ms,
      createdAt: new Date(endedAt.getTime() - 120_000),
    })
    .returning({ id: calls.id });
  return row.id;
}

/** A ledger entry at `at` (negative cents for a call debit); the balance is set apart with `setBalance`. */
export async function ledgerEntry(accountId: number, kind: 'call_debit' | 'credit', cents: number, at: Date): Promise<void> {
  const db = await getDb();
  await db.insert(walletLedger).values({ accountId, kind, amountCents: cents, balanceAfterCents: 0, createdAt: at });
}

export async function setBalance(accountId: number, cents: number): Promise<void> {
  const db = await getDb();
  await db.update(accounts).set({ walletBalanceCents: cents }).where(eq(accounts.id, accountId));
}

/** An alert created by the user through the service, as the API would. */
export async function alertFor(acct: { userId: number }, input: Omit<CreateAlertInput, 'name'> & { name?: string }) {
  const db = await getDb();
  return createAlert(db, await actorOf(acct.userId), { name: 'Test alert', ...input });
}

export async function alertRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(alerts).where(eq(alerts.id, id));
  return row;
}

export async function alertHistory(id: number) {
  const db = await getDb();
  return db.select().from(alertEvents).where(eq(alertEvents.alertId, id)).orderBy(alertEvents.id);
}

/** The alert webhooks in the account's outbox, oldest first. */
export async function alertOutbox(accountId: number) {
  const db = await getDb();
  const rows = await db.select().from(outboxEvents).where(eq(outboxEvents.accountId, accountId)).orderBy(outboxEvents.id);
  return rows.filter((r) => r.eventType.startsWith('alert.'));
}

export { fundedAccount };
