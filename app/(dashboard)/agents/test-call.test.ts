import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { callRowOf, drainJobs, fundedAccount, insertContact, type CallTestAccount } from '@/server/testing/call-fixtures';
import { handleTrpcRequest } from '@/server/trpc/http-handler';
import type { AppRouter } from '@/server/trpc/root';
import { actorOf } from '@/server/testing/fixtures';
import { businessProfiles } from '@/server/db/schema';
import { initiateCall } from '@/server/services/calls/initiate';
import { recordConsent } from '@/server/services/consents/record';
import { eq } from 'drizzle-orm';
import { testCallVariableNames, testCallVariables, variableLabel } from './test-call-variables';

/** The dashboard's own client, its requests answered by the real tRPC endpoint for a signed-in user. */
async function dashboardClient(userId: number) {
  const db = await getDb();
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: 'http://localhost/api/trpc',
        transformer: superjson,
        fetch: (url, init) => handleTrpcRequest(new Request(url, init as RequestInit), async () => ({ db, session: { userId }, address: '192.0.2.77' })),
      }),
    ],
  });
}

const agentTemplates = {
  first_message: 'Hello {{first_name|there}}, this is {{business_name}}. {{disclosure}}',
  instructions: 'Remind {{first_name}} of {{appointment_day}} at {{business_phone}}; their plan is {{plan}}.',
};

describe('the test call form', () => {
  it("asks for first_name, then the agent's other contact and call variables, never business or the call's own", () => {
    expect(testCallVariableNames(agentTemplates)).toEqual(['first_name', 'appointment_day', 'plan']);
    expect(testCallVariableNames({ first_message: '', instructions: '' })).toEqual(['first_name']);
    expect(testCallVariables({ first_name: ' Ana ', plan: '  ', other: 'x' }, ['first_name', 'plan'])).toEqual({ first_name: 'Ana' });
    expect(variableLabel('appointment_day')).toBe('Appointment day');
  });
});

describe('a test call through the dashboard', () => {
  let acct: CallTestAccount;
  let client: Awaited<ReturnType<typeof dashboardClient>>;
  beforeAll(async () => {
    acct = await fundedAccount({ balanceCents: 10_000, agent: { name: 'Front desk', ...agentTemplates } });
    client = await dashboardClient(acct.userId);
  });

  /** Places the test call as the form does, runs the simulated call to its end, and answers its first line. */
  async function firstLine(input: { contact_id?: number; variables?: Record<string, string> }) {
    const call = await client.calls.startTest.mutate({ agent_id: acct.agent.id, phone_number: '+14155550188', purpose: 'informational', ...input });
    await drainJobs(new Date(Date.now() + 1000));
    const row = await callRowOf(call.id);
    expect(row.status).toBe('completed');
    return { line: row.transcript![0], row };
  }

  it("greets a chosen contact by their name, and the call is theirs", async () => {
    const contactId = await insertContact(acct.accountId, { firstName: 'Grace', lastName: 'Hopper', phones: [{ number: '+14155550142' }] });
    const { line, row } = await firstLine({ contact_id: contactId });
    expect(line.role).toBe('agent');
    expect(line.text).toMatch(/^Hello Grace, this is Test Co\. /);
    expect(row.contactId).toBe(contactId);
  });

  it('greets a name typed in, and uses the other values typed', async () => {
    const { line, row } = await firstLine({ variables: { first_name: 'Linus', plan: 'Gold' } });
    expect(line.text).toMatch(/^Hello Linus, this is Test Co\. /);
    expect(row.instructions).toContain('their plan is Gold.');
  });

  it("says the fallback when neither a contact nor a name is given, never 'Hello ,'", async () => {
    const { line, row } = await firstLine({});
    expect(line.text).toMatch(/^Hello there, this is Test Co\. /);
    // The instructions' {{first_name}} has no fallback: its space goes with it.
    expect(row.instructions).toBe('Remind of at; their plan is.');
  });
});

describe('consent on the dashboard: Call now and Test call', () => {
  let acct: CallTestAccount;
  let client: Awaited<ReturnType<typeof dashboardClient>>;
  beforeAll(async () => {
    acct = await fundedAccount({ balanceCents: 10_000, agent: { name: 'Front desk' } });
    client = await dashboardClient(acct.userId);
  });

  const setEnforce = async (on: boolean) =>
    (await getDb()).update(businessProfiles).set({ enforceConsentOnApiCalls: on }).where(eq(businessProfiles.accountId, acct.accountId));

  it('Call now refuses a marketing call without consent as a campaign would, while the same REST call of a contract account goes through', async () => {
    await setEnforce(false);
    const input = { agent_id: acct.agent.id, phone_number: '+14155550191' };
    await expect(client.calls.start.mutate(input)).rejects.toMatchObject({ data: { code: 'FORBIDDEN', apiCode: 'consent_required' } });
    const direct = await initiateCall(await getDb(), await actorOf(acct.userId), input);
    // Accepted (a marketing call may wait for the callee's legal hours).
    expect(['queued', 'scheduled']).toContain(direct.status);
  });

  it('Call now goes through once the consent is recorded', async () => {
    await recordConsent(await getDb(), await actorOf(acct.userId), { phone_number: '+14155550192', kind: 'express_written', scope: 'marketing', captured_at: '2026-01-02T03:04:05Z' });
    const call = await client.calls.start.mutate({ agent_id: acct.agent.id, phone_number: '+14155550192' });
    expect(['queued', 'scheduled']).toContain(call.status);
  });

  it("Test call rings a number the user names without asking consent, even where API calls enforce it, but judges a contact's", async () => {
    await setEnforce(true);
    const own = await client.calls.startTest.mutate({ agent_id: acct.agent.id, phone_number: '+14155550193', purpose: 'marketing' });
    expect(['queued', 'scheduled']).toContain(own.status);
    const contactId = await insertContact(acct.accountId, { firstName: 'Ada', phones: [{ number: '+14155550194' }] });
    await expect(client.calls.startTest.mutate({ agent_id: acct.agent.id, phone_number: '+14155550194', purpose: 'marketing', contact_id: contactId }))
      .rejects.toMatchObject({ data: { apiCode: 'consent_required' } });
  });
});
