import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { businessProfiles } from '../../db/schema';
import { initiateCall } from '../calls/initiate';
import { fundedAccount, callRowOf, drainJobs } from '../../testing/call-fixtures';
import { actorOf, newAccount } from '../../testing/fixtures';
import { getCallingSettings } from './settings';

// What an account asks of an informational call's consent: new accounts start with the law's express consent (an AI
// voice is an artificial voice under the FCC's 2024 ruling); an account keeps what its row stores.

const oldDefault = { marketing: 'express_written', informational: 'none' } as const;

/** The statements of the migration that changed the default, as they run against a database with accounts in it. */
function defaultMigration(): string[] {
  const dir = path.join(process.cwd(), 'drizzle');
  const file = fs.readdirSync(dir).find((f) => f.startsWith('0046_'))!;
  return fs.readFileSync(path.join(dir, file), 'utf8').split('--> statement-breakpoint').map((s) => s.trim())
    .filter((s) => s.includes('"business_profiles"'));
}

describe('consent_required.informational', () => {
  it('is express for a new account', async () => {
    const acct = await newAccount();
    const settings = await getCallingSettings(await getDb(), await actorOf(acct.userId));
    expect(settings.consent_required).toEqual({ marketing: 'express_written', informational: 'express' });
  });

  it('stays none for an account whose row stored it, the migration changing the default only', async () => {
    const db = await getDb();
    const acct = await newAccount();
    await db.update(businessProfiles).set({ consentRequired: oldDefault }).where(eq(businessProfiles.accountId, acct.accountId));
    const statements = defaultMigration();
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) await db.execute(sql.raw(s));
    expect((await getCallingSettings(db, await actorOf(acct.userId))).consent_required).toEqual(oldDefault);
  });

  it("holds a new account's scheduled informational call to it: without a consent the dial cancels it", async () => {
    const db = await getDb();
    const acct = await fundedAccount({ balanceCents: 10_000, consent: 'account default' });
    await db.update(businessProfiles).set({ holidays: false, callingHours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] } })
      .where(eq(businessProfiles.accountId, acct.accountId));
    const at = new Date(Date.now() + 60_000);
    const call = await initiateCall(db, await actorOf(acct.userId), {
      agent_id: acct.agent.id, phone_number: '+14155550146', purpose: 'informational', scheduled_at: at.toISOString(),
    });
    await drainJobs(new Date(at.getTime() + 1000));
    expect(await callRowOf(call.id)).toMatchObject({ status: 'canceled', endedReason: 'no_consent' });
  });
});
