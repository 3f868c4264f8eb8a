import { eq, sql } from 'drizzle-orm';
import { config } from '../config';
import { getDb } from '../db/client';
import { accounts, businessProfiles, calls, contactPhoneNumbers, contacts, jobs, walletLedger } from '../db/schema';
import { workOnce } from '../jobs/worker';
import { actorOf, newAccount, type TestAccount } from './fixtures';
import { importProviderResource } from './provider-fixtures';
import { createAgent, type AgentRow } from '../services/agents/service';
import type { CreateAgentInput } from '../services/agents/schema';
import { creditAccount } from '../services/wallet/ledger';

// Fixtures of the calls tests: funded accounts with an agent, the call, ledger and job rows a test reads back,
// draining the job queue, and contacts inserted as the contacts service stores them.

let seq = 0;

export interface CallTestAccount extends TestAccount {
  agent: AgentRow;
}

/** A fresh account with a funded wallet and an agent that has a phone number. */
export async function fundedAccount(
  opts: {
    balanceCents?: number; agent?: Partial<CreateAgentInput>; rateCents?: number; maxLiveCalls?: number; maxCallSeconds?: number;
    /** Default: informational calls need no consent. `account default`: what a new account asks. */
    consent?: 'account default';
  } = {},
): Promise<CallTestAccount> {
  const acct = await newAccount();
  const db = await getDb();
  // Tests of other rules place many calls from one account: its live-call cap stays out of their way unless asked.
  await db
    .update(accounts)
    .set({ maxLiveCalls: opts.maxLiveCalls ?? 1000, ...(opts.maxCallSeconds ? { maxCallSeconds: opts.maxCallSeconds } : {}) })
    .where(eq(accounts.id, acct.accountId));
  if (opts.rateCents !== undefined) await db.update(accounts).set({ perMinuteRateCents: opts.rateCents }).where(eq(accounts.id, acct.accountId));
  // Tests of other rules place informational calls without recording consents, as accounts made before informational
  // calls needed express consent by default still do; the tests of that rule ask for it (`consent`).
  if (opts.consent !== 'account default') {
    await db.update(businessProfiles).set({ consentRequired: { marketing: 'express_written', informational: 'none' } }).where(eq(businessProfiles.accountId, acct.accountId));
  }
  if (opts.balanceCents) await creditAccount(db, acct.accountId, opts.balanceCents);
  const fields = { name: 'Sales Agent', phone_number: '+14155550100', assistant_id: `asst-${process.pid}-${Date.now().toString(36)}-${++seq}`, ...opts.agent };
  // As the operator would have imported them: the account's own provider resources, so a Vapi test can name them.
  for (const [kind, providerId] of [['assistant', fields.assistant_id], ['phone_number', fields.provider_phone_number_id]] as const) {
    if (providerId) await importProviderResource(acct.accountId, fields.provider ?? config.VOICE_PROVIDER, kind, providerId);
  }
  const agent = await createAgent(db, await actorOf(acct.userId), fields);
  return { ...acct, agent };
}

export async function callRowOf(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(calls).where(eq(calls.id, id));
  return row;
}

export async function ledgerOf(accountId: number) {
  const db = await getDb();
  return db.select().from(walletLedger).where(eq(walletLedger.accountId, accountId)).orderBy(walletLedger.id);
}

/** The cached balance and the ledger's sum, which must always agree. */
export async function balanceAndLedgerSum(accountId: number): Promise<{ balance: number; ledgerSum: number }> {
  const db = await getDb();
  const [a] = await db.select({ b: accounts.walletBalanceCents }).from(accounts).where(eq(accounts.id, accountId));
  const [s] = await db
    .select({ sum: sql<string>`coalesce(sum(${walletLedger.amountCents}), 0)` })
    .from(walletLedger)
    .where(eq(walletLedger.accountId, accountId));
  return { balance: Number(a.b), ledgerSum: Number(s.sum) };
}

/** Pending (not done) jobs for a call. */
export async function pendingJobsOf(callId: number) {
  const db = await getDb();
  return db
    .select()
    .from(jobs)
    .where(sql`${jobs.doneAt} is null and (${jobs.payload} ->> 'call_id')::int = ${callId}`)
    .orderBy(jobs.id);
}

/** Runs worker passes until nothing is due at `now` (bounded, so a loop bug fails instead of hanging). */
export async function drainJobs(now = new Date(), maxPasses = 50): Promise<number> {
  const db = await getDb();
  let passes = 0;
  while ((await workOnce(db, now)) > 0) {
    if (++passes >= maxPasses) throw new Error('jobs did not drain');
  }
  return passes;
}

/** A contact inserted as the contacts service stores it (E.164 numbers, custom context). */
export async function insertContact(
  accountId: number,
  opts: {
    firstName?: string; lastName?: string; email?: string; teamId?: number | null;
    customContext?: Record<string, unknown>; phones?: { number: string; doNotCall?: boolean }[];
  } = {},
): Promise<number> {
  const db = await getDb();
  const [c] = await db
    .insert(contacts)
    .values({
      accountId,
      firstName: opts.firstName ?? 'Ada',
      lastName: opts.lastName ?? 'Lovelace',
      email: opts.email ?? 'ada@example.test',
      teamId: opts.teamId ?? null,
      customContext: opts.customContext ?? {},
    })
    .returning({ id: contacts.id });
  for (const [i, p] of (opts.phones ?? []).entries()) {
    await db.insert(contactPhoneNumbers).values({
      contactId: c.id, accountId, phoneNumber: p.number, isPrimary: i === 0, doNotCall: p.doNotCall ?? false,
    });
  }
  return c.id;
}
