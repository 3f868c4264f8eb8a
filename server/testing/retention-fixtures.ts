import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { rowsOf } from '../db/rows';
import {
  callStatsHourly, callUsageQuarterHourly, calls, complianceRecords, consents, messages, toolInvocations, walletLedger,
  type VoiceProviderName,
} from '../db/schema';
import type { DbOrTx } from '../db/types';

// Fixtures of the retention tests and benchmark: ended calls with content and their wallet debits, messages,
// consents and compliance records at chosen ages, and the totals usage and analytics must keep across a purge.

let seq = 0;
const DAY_MS = 86_400_000;
export const daysAgo = (days: number, now = new Date()) => new Date(now.getTime() - days * DAY_MS);

export interface EndedCallSpec {
  agentId: number;
  endedAt: Date;
  provider?: VoiceProviderName;
  providerCallId?: string | null;
  cents?: number;
  seconds?: number;
  /** A call still live (no end), placed at `endedAt`. */
  live?: boolean;
}

/** Calls as the call services leave them once ended (transcript, recording, analysis, variables) with one debit each. */
export async function insertEndedCalls(accountId: number, specs: EndedCallSpec[], db?: DbOrTx): Promise<number[]> {
  if (!specs.length) return [];
  db ??= await getDb();
  const rows = await db.insert(calls).values(specs.map((s) => ({
    accountId,
    callId: `call_r${(++seq).toString(16).padStart(7, '0')}${process.pid.toString(16).padStart(8, '0')}${Date.now().toString(16).slice(-8)}`,
    agentId: s.agentId,
    status: s.live ? 'in_progress' as const : 'completed' as const,
    phoneNumber: '+14155550123',
    provider: s.provider ?? 'simulator',
    providerCallId: s.providerCallId ?? null,
    purpose: 'informational' as const,
    rateCents: 10,
    estimatedStartAt: s.endedAt,
    startedAt: new Date(s.endedAt.getTime() - (s.seconds ?? 90) * 1000),
    endedAt: s.live ? null : s.endedAt,
    durationSeconds: s.live ? null : s.seconds ?? 90,
    costCents: s.live ? null : s.cents ?? 20,
    providerCostCents: s.live ? null : 7,
    endedReason: s.live ? null : 'customer-ended-call' as const,
    variables: { first_name: 'Ada', account_number: '12345678' },
    instructions: 'Call Ada about her appointment.',
    firstMessage: 'Hi Ada!',
    transcript: [{ role: 'agent', text: 'Hi Ada!', start_seconds: 0 }, { role: 'user', text: 'My card is 4111 1111 1111 1111', start_seconds: 3 }],
    transcriptFinal: true,
    recordingUrl: 'https://recordings.example.test/r.wav',
    summary: 'Ada booked for Tuesday.',
    analysis: { summary: 'Ada booked for Tuesday.', success: true, structured_data: { budget: 500 } },
    voicemail: { action: 'leave_message' as const, message: 'Hi Ada, call us back.' },
    disclosureCheck: s.live ? null : 'said' as const,
    createdAt: new Date(s.endedAt.getTime() - (s.seconds ?? 90) * 1000 - 5000),
  }))).returning({ id: calls.id, endedAt: calls.endedAt, costCents: calls.costCents });
  const ended = rows.filter((r) => r.endedAt);
  if (ended.length) {
    await db.insert(walletLedger).values(ended.map((r) => ({
      accountId, kind: 'call_debit' as const, amountCents: 0 - (r.costCents ?? 0), balanceAfterCents: 0, callId: r.id,
      description: `Call ${r.id}`, createdAt: r.endedAt!,
    })));
  }
  await db.insert(toolInvocations).values(rows.map((r) => ({
    accountId, callId: r.id, tool: 'book_appointment', arguments: { name: 'Ada Lovelace' }, result: { booked: true },
  })));
  return rows.map((r) => r.id);
}

export async function insertMessage(accountId: number, createdAt: Date, status: 'sent' | 'queued' = 'sent'): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(messages).values({
    messageId: `msg_r${(++seq).toString(16)}${Date.now().toString(16)}`, accountId, channel: 'email', toAddress: 'ada@example.test',
    fromAddress: 'shop@example.test', kind: 'confirmation', status, subject: 'Your appointment, Ada', body: 'See you Tuesday, Ada.',
    html: '<p>See you Tuesday, Ada.</p>', ics: 'BEGIN:VCALENDAR', createdAt, dueAt: createdAt,
  }).returning({ id: messages.id });
  return row.id;
}

export async function insertConsentRow(
  accountId: number, opts: { capturedAt: Date; revokedAt?: Date; expiresAt?: Date },
): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(consents).values({
    accountId, phoneNumber: '+14155550123', kind: 'express_written', scope: 'marketing', source: { type: 'web_form', url: 'https://shop.example.test/form' },
    seller: 'Test Co', capturedAt: opts.capturedAt, expiresAt: opts.expiresAt ?? null,
    revokedAt: opts.revokedAt ?? null, revokedVia: opts.revokedAt ? 'api' : null, createdAt: opts.capturedAt,
  }).returning({ id: consents.id });
  return row.id;
}

export async function insertComplianceRecord(accountId: number, decidedAt: Date): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(complianceRecords).values({
    accountId, callId: null, callPublicId: null, decidedAt, stage: 'placement', allowed: true, purpose: 'marketing', rulesVersion: 'test',
    timezones: ['America/Los_Angeles'], localTime: ['2020-01-01T10:00:00-08:00'], jurisdictions: ['US-CA'], window: [],
    holiday: { checked: true, dates: [] }, frequency: { dials_24h: 0, cap: 3 }, doNotCall: { listed: false }, consent: null,
    destination: { country: 'US', number_type: 'mobile' }, disclosures: [], blocks: [],
  }).returning({ id: complianceRecords.id });
  return row.id;
}

/** What usage, analytics and the wallet say of the account's calls: each must be the same before and after a purge. */
export async function usageTotals(accountId: number) {
  const db = await getDb();
  const u = callUsageQuarterHourly;
  const s = callStatsHourly;
  const [[usage], [stats], [ledger]] = await Promise.all([
    db.select({ calls: sql<string>`coalesce(sum(${u.calls}), 0)`, minutes: sql<string>`coalesce(sum(${u.billedMinutes}), 0)`,
      cents: sql<string>`coalesce(sum(${u.billedCents}), 0)`, provider: sql<string>`coalesce(sum(${u.providerCents}), 0)` })
      .from(u).where(eq(u.accountId, accountId)),
    db.select({ calls: sql<string>`coalesce(sum(${s.calls}), 0)`, completed: sql<string>`coalesce(sum(${s.completed}), 0)`,
      seconds: sql<string>`coalesce(sum(${s.durationSeconds}), 0)`, cents: sql<string>`coalesce(sum(${s.costCents}), 0)`,
      successes: sql<string>`coalesce(sum(${s.successes}), 0)`, judged: sql<string>`coalesce(sum(${s.judged}), 0)` })
      .from(s).where(eq(s.accountId, accountId)),
    db.select({ debits: sql<string>`coalesce(sum(0 - ${walletLedger.amountCents}), 0)` }).from(walletLedger)
      .where(sql`${walletLedger.accountId} = ${accountId} and ${walletLedger.kind} = 'call_debit'`),
  ]);
  const num = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Number(v)]));
  return { usage: num(usage), stats: num(stats), ledgerDebits: Number(ledger.debits) };
}

export async function countWhere(table: 'consents' | 'compliance_records', accountId: number): Promise<number> {
  const db = await getDb();
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where account_id = ${accountId}`));
  return r.n;
}
