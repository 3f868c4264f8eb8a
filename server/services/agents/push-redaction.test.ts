import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { jobs } from '../../db/schema';
import type { Database } from '../../db/types';
import { workOnce } from '../../jobs/worker';
import { startFakeRetell } from '../../testing/fake-retell-server';
import { startFakeVapi } from '../../testing/fake-vapi-server';
import { actorOf, newAccount, type TestAccount } from '../../testing/fixtures';
import { updateCallingSettings } from '../compliance/settings';
import { pushRedactionKind } from '../redaction/jobs-kind';
import { createAgent } from './service';

// The provider's own redaction follows the account's redact_pii: Retell's pii_config and Vapi's compliance plan,
// sent when an agent is made and again, through a job, when the setting changes (local fakes over real HTTP).

let db: Database;
let retell: Awaited<ReturnType<typeof startFakeRetell>>;
let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
const saved = { ...config };

beforeAll(async () => {
  db = await getDb();
  retell = await startFakeRetell('retell-redaction-key');
  vapi = await startFakeVapi();
  Object.assign(config, {
    RETELL_API_KEY: 'retell-redaction-key', RETELL_BASE_URL: retell.url,
    VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', PUBLIC_BASE_URL: 'https://switchboard.example',
  });
});
afterAll(async () => {
  Object.assign(config, saved);
  await retell.close();
  await vapi.close();
});

const agentOf = async (a: TestAccount, provider: 'retell' | 'vapi') =>
  createAgent(db, await actorOf(a.userId), { name: `${provider} agent`, provider, instructions: 'Help.', first_message: 'Hi.', model: 'gpt-4.1', voice_id: 'nova' });
const setRedaction = async (a: TestAccount, on: boolean) => updateCallingSettings(db, await actorOf(a.userId), { redact_pii: on });
const queued = async (accountId: number) =>
  (await db.select().from(jobs).where(eq(jobs.kind, pushRedactionKind.kind))).filter((j) => j.payload.account_id === accountId);

describe("the provider's own redaction", () => {
  it("asks Retell to scrub cards, SSNs, bank numbers and dates of birth for an account that redacts, and stops when it is turned off", async () => {
    const acct = await newAccount();
    const agent = await agentOf(acct, 'retell');
    expect(retell.agent(agent.assistantId)!.pii_config).toEqual({ mode: 'post_call', categories: ['credit_card', 'ssn', 'bank_account', 'date_of_birth'] });

    await setRedaction(acct, false);
    expect(await queued(acct.accountId)).toHaveLength(1);
    await workOnce(db);
    expect(retell.agent(agent.assistantId)!.pii_config).toEqual({ mode: 'post_call', categories: [] });
    // The LLM was not touched: only the agent's scrubbing differs.
    expect(retell.llm(agent.providerLlmId!)!.general_prompt).toBe('Help.');

    await setRedaction(acct, true);
    await workOnce(db);
    expect(retell.agent(agent.assistantId)!.pii_config!.categories).toHaveLength(4);
  });

  it("turns on Vapi's PCI mode for an account that redacts, and off again, sending only the compliance plan", async () => {
    const acct = await newAccount();
    const agent = await agentOf(acct, 'vapi');
    expect(vapi.assistant(agent.assistantId)!.compliancePlan).toEqual({ pciEnabled: true });

    const before = vapi.requests.length;
    await setRedaction(acct, false);
    await workOnce(db);
    expect(vapi.assistant(agent.assistantId)!.compliancePlan).toEqual({ pciEnabled: false });
    const sent = vapi.requests.slice(before).filter((r) => r.method === 'PATCH');
    expect(sent.map((r) => [r.path, r.body])).toEqual([[`/assistant/${agent.assistantId}`, { compliancePlan: { pciEnabled: false } }]]);
    expect(vapi.invalid).toEqual([]);
  });

  it('queues nothing when the setting is sent unchanged, and leaves other accounts alone', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const theirs = await agentOf(other, 'retell');
    await setRedaction(acct, true);
    expect(await queued(acct.accountId)).toHaveLength(0);
    await setRedaction(acct, false);
    await workOnce(db);
    expect(retell.agent(theirs.assistantId)!.pii_config!.categories).toHaveLength(4);
  });
});
