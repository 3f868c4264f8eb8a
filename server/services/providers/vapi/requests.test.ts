import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run';
import { config } from '../../../config';
import { getDb } from '../../../db/client';
import { makeKeyring, openSecret, sealSecret, keyIdOf } from '../../../db/encryption';
import { providerCredentials } from '../../../db/schema';
import { sealStoredSecrets } from '../../../db/sealed-secrets';
import type { Database } from '../../../db/types';
import { callRowOf, drainJobs, fundedAccount } from '../../../testing/call-fixtures';
import { startFakeVapi } from '../../../testing/fake-vapi-server';
import { actorOf, newAccount } from '../../../testing/fixtures';
import { createAgent, updateAgent } from '../../agents/service';
import { initiateCall } from '../../calls/initiate';
import { endVapiCall } from './control';
import { deploymentCredentialPlans, ensureDeploymentCredential, forgetDeploymentCredential } from './credential';

/**
 * Every request Switchboard sends Vapi, over real HTTP to the fake Vapi, which refuses (400, kept in `invalid`) any
 * body Vapi's published OpenAPI schemas refuse: the deployment's credential, assistants and their tools naming it,
 * the outbound call with its overrides, the numbers' server, and live call control.
 */
let db: Database;
let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
const PUBLIC = 'https://switchboard.example';
const EVENTS_URL = `${PUBLIC}/api/providers/vapi/events`;
const MESSAGES = ['status-update', 'end-of-call-report', 'transcript', 'tool-calls', 'transfer-destination-request'];
const cli = async (...argv: string[]) => runCli([...argv, '--json'], getDb);

beforeAll(async () => {
  db = await getDb();
  vapi = await startFakeVapi();
  Object.assign(config, { VOICE_PROVIDER: 'vapi', VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', PUBLIC_BASE_URL: PUBLIC });
});
afterEach(() => {
  // Every body Switchboard sent is one Vapi's schema accepts.
  expect(vapi.invalid).toEqual([]);
  vapi.setDelay(0);
});
afterAll(async () => {
  await vapi.close();
});

/** As a deployment that never registered one: no row, nothing remembered. */
async function noCredentialYet() {
  await db.delete(providerCredentials);
  forgetDeploymentCredential(db);
}

const sentSince = (n: number) => vapi.requests.slice(n);

describe("the deployment's credential at Vapi", () => {
  it('is registered once when several assistants are created at the same moment, and every assistant and tool names it', async () => {
    await noCredentialYet();
    const acct = await newAccount();
    const actor = await actorOf(acct.userId);
    vapi.setDelay(150);
    const before = vapi.requests.length;
    const made = await Promise.all([1, 2, 3, 4].map((i) => createAgent(db, actor, { name: `Agent ${i}`, tools: ['check_availability', 'opt_out'] })));
    const sent = sentSince(before);
    const registered = sent.filter((r) => r.method === 'POST' && r.path === '/credential');
    expect(registered).toHaveLength(1);
    const [credentialId] = vapi.credentials.keys();
    expect(vapi.credentials.size).toBe(1);
    // What Vapi was given: a webhook credential signing with HMAC-SHA256 over the timestamp and the body.
    const plan = registered[0].body.authenticationPlan;
    expect(registered[0].body).toMatchObject({ provider: 'webhook', name: 'Switchboard switchboard.example' });
    expect(plan).toMatchObject({ type: 'hmac', algorithm: 'sha256', includeTimestamp: true, payloadFormat: '{timestamp}.{body}', signatureEncoding: 'hex' });
    expect(plan.secretKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(registered[0].headers.authorization).toBe('Bearer vapi-key');

    for (const agent of made) {
      const assistant = sent.find((r) => r.method === 'POST' && r.path === '/assistant' && r.body.name === agent.name)!.body;
      expect(assistant.server).toEqual({ url: EVENTS_URL, credentialId });
      expect(assistant.serverMessages).toEqual(MESSAGES);
      expect(assistant.model.tools).toHaveLength(2);
      for (const tool of assistant.model.tools) expect(tool.server).toEqual({ url: EVENTS_URL, credentialId });
      expect(vapi.assistant(agent.assistantId)).toMatchObject({ server: { url: EVENTS_URL, credentialId } });
    }

    // Kept sealed; the events route verifies with the very plan Vapi holds.
    const [row] = await db.select().from(providerCredentials);
    expect(row).toMatchObject({ provider: 'vapi', credentialId });
    expect(row.secret).toMatch(/^enc:v1:/);
    expect(row.secret).not.toContain(plan.secretKey);
    expect(openSecret(row.secret)).toBe(plan.secretKey);
    forgetDeploymentCredential(db);
    const [stored] = await deploymentCredentialPlans(db);
    const { type: _type, ...registeredPlan } = plan;
    expect(stored).toEqual({ type: 'hmac', plan: registeredPlan });
  });

  it('is looked up once, then answered from memory', async () => {
    const before = vapi.requests.length;
    const first = await ensureDeploymentCredential(db);
    expect(await ensureDeploymentCredential(db)).toBe(first);
    expect(vapi.requests.length).toBe(before);
  });

  it('keeps nothing and creates no assistant when Vapi refuses the credential or cannot be reached', async () => {
    await noCredentialYet();
    const acct = await newAccount();
    const actor = await actorOf(acct.userId);
    vapi.failNext(400);
    const before = vapi.requests.length;
    await expect(createAgent(db, actor, { name: 'Refused' })).rejects.toMatchObject({ code: 'provider_unavailable', status: 502, message: expect.stringMatching(/credential \(400: /) });
    expect(sentSince(before).map((r) => r.path)).toEqual(['/credential']);
    config.VAPI_BASE_URL = vapi.unreachableUrl;
    try {
      await expect(createAgent(db, actor, { name: 'Unreachable' })).rejects.toMatchObject({ code: 'provider_unavailable', message: expect.stringContaining('no answer') });
    } finally {
      config.VAPI_BASE_URL = vapi.url;
    }
    expect(await db.select().from(providerCredentials)).toEqual([]);
    expect(await deploymentCredentialPlans(db)).toEqual([]);
    // The next attempt registers it.
    expect((await createAgent(db, actor, { name: 'Now' })).assistantId).toMatch(/^vapi-asst-/);
    expect(await db.select().from(providerCredentials)).toHaveLength(1);
  });

  it('is re-sealed under a new key at start-up, and still opens', async () => {
    const keyA = Buffer.alloc(32, 7);
    const keyB = Buffer.alloc(32, 8);
    const [row] = await db.select().from(providerCredentials);
    const plain = openSecret(row.secret);
    await db.update(providerCredentials).set({ secret: sealSecret(plain, makeKeyring(keyA)) }).where(eq(providerCredentials.id, row.id));
    const rotated = makeKeyring(keyB, [keyA]);
    expect(await sealStoredSecrets(db, rotated)).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(providerCredentials).where(eq(providerCredentials.id, row.id));
    expect(after.secret.startsWith(`enc:v1:${keyIdOf(keyB)}:`)).toBe(true);
    expect(openSecret(after.secret, rotated)).toBe(plain);
    // Back under the application's key, as the other tests of this file expect.
    await db.update(providerCredentials).set({ secret: sealSecret(plain) }).where(eq(providerCredentials.id, row.id));
  });

  it('is neither registered nor named without PUBLIC_BASE_URL: assistants keep no server, as before', async () => {
    await noCredentialYet();
    config.PUBLIC_BASE_URL = undefined;
    try {
      const acct = await newAccount();
      const before = vapi.requests.length;
      const agent = await createAgent(db, await actorOf(acct.userId), { name: 'Local', tools: ['opt_out'] });
      const sent = sentSince(before);
      expect(sent.map((r) => r.path)).toEqual(['/assistant']);
      expect(sent[0].body).not.toHaveProperty('server');
      expect(sent[0].body.serverMessages).toEqual(MESSAGES);
      expect(sent[0].body.model.tools[0]).not.toHaveProperty('server');
      expect(vapi.assistant(agent.assistantId)).not.toHaveProperty('server');
    } finally {
      config.PUBLIC_BASE_URL = PUBLIC;
    }
  });
});

describe('assistants, calls and numbers at Vapi', () => {
  it('sends an edit of the tools with their server and credential', async () => {
    const acct = await newAccount();
    const actor = await actorOf(acct.userId);
    const agent = await createAgent(db, actor, { name: 'Editable', tools: ['opt_out'] });
    const { credentialId } = await ensureDeploymentCredential(db);
    const before = vapi.requests.length;
    await updateAgent(db, actor, agent.id, { tools: ['opt_out', 'book_appointment'] });
    const [patch] = sentSince(before);
    expect([patch.method, patch.path, Object.keys(patch.body)]).toEqual(['PATCH', `/assistant/${agent.assistantId}`, ['model']]);
    expect(patch.body.model.tools.map((t: { server: unknown }) => t.server)).toEqual([{ url: EVENTS_URL, credentialId }, { url: EVENTS_URL, credentialId }]);
    expect(vapi.assistant(agent.assistantId)).toMatchObject({ server: { url: EVENTS_URL, credentialId }, serverMessages: MESSAGES });
  });

  it('places an outbound call with its overrides: string variableValues and the maxDurationSeconds its funds cover', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: { name: 'Caller', provider_phone_number_id: 'pn-out' } });
    const before = vapi.requests.length;
    const res = await initiateCall(db, await actorOf(acct.userId), {
      purpose: 'informational', phone_number: '+14155550123', agent_id: acct.agent.id, variables: { first_name: 'Ada', visits: 3, vip: true },
    });
    await drainJobs(new Date(Date.now() + 1000));
    const call = sentSince(before).find((r) => r.method === 'POST' && r.path === '/call')!;
    expect(call.headers.authorization).toBe('Bearer vapi-key');
    expect(call.body).toEqual({
      assistantId: acct.agent.assistantId,
      phoneNumberId: 'pn-out',
      customer: { number: '+14155550123' },
      assistantOverrides: { variableValues: expect.objectContaining({ first_name: 'Ada', visits: '3', vip: 'true' }), maxDurationSeconds: 600 },
    });
    const row = await callRowOf(res.id);
    expect(row.providerCallId).toMatch(/^vapi-call-\d+$/);

    // Live call control ends it: the control URL read from GET /call/{id}, then Vapi's end-call message.
    const controlBefore = vapi.requests.length;
    expect(await endVapiCall(row)).toBe(true);
    expect(sentSince(controlBefore).map((r) => [r.method, r.path])).toEqual([['GET', `/call/${row.providerCallId}`], ['POST', `/${row.providerCallId}/control`]]);
    expect(vapi.controlMessages.at(-1)).toEqual({ callId: row.providerCallId, body: { type: 'end-call' } });
  });

  it("asks Vapi's voicemail detection for a call with a voicemail policy, with the message rendered for that call", async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: { name: 'Caller', provider_phone_number_id: 'pn-vm' } });
    const before = vapi.requests.length;
    await initiateCall(db, await actorOf(acct.userId), {
      purpose: 'informational', phone_number: '+14155550124', agent_id: acct.agent.id, variables: { first_name: 'Ada' },
      voicemail: { action: 'leave_message', message: 'Hello {{first_name}}, please call us back.' },
    });
    await drainJobs(new Date(Date.now() + 1000));
    const call = sentSince(before).find((r) => r.method === 'POST' && r.path === '/call')!;
    expect(call.body.assistantOverrides).toMatchObject({
      voicemailDetection: { provider: 'vapi' },
      voicemailMessage: 'Hello Ada, please call us back.',
    });
  });

  it("points an imported number at the events URL with the credential, and again a number an agent starts to answer", async () => {
    const acct = await newAccount();
    const actor = await actorOf(acct.userId);
    const { credentialId } = await ensureDeploymentCredential(db);
    vapi.addPhoneNumber('pn-in');
    let before = vapi.requests.length;
    const imported = await cli('provider', 'import', '--account', String(acct.accountId), '--phone-number-id', 'pn-in');
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.stdout)).toEqual({ account_id: acct.accountId, kind: 'phone_number', provider_id: 'pn-in', server_url: EVENTS_URL });
    expect(sentSince(before).map((r) => [r.method, r.path, r.body])).toEqual([
      ['GET', '/phone-number/pn-in', undefined],
      ['GET', '/phone-number/pn-in', undefined],
      ['PATCH', '/phone-number/pn-in', { provider: 'twilio', server: { url: EVENTS_URL, credentialId } }],
    ]);
    expect(vapi.phoneNumber('pn-in')).toMatchObject({ server: { url: EVENTS_URL, credentialId }, number: '+14155550100' });

    // An outbound agent on the number changes nothing there; becoming its inbound agent points it here again.
    const agent = await createAgent(db, actor, { name: 'Line', provider_phone_number_id: 'pn-in' });
    vapi.phoneNumber('pn-in')!.server = undefined;
    before = vapi.requests.length;
    await updateAgent(db, actor, agent.id, { role: 'inbound', phone_number: '+14155550100' });
    expect(sentSince(before).filter((r) => r.path.startsWith('/phone-number')).map((r) => r.method)).toEqual(['GET', 'PATCH']);
    expect(vapi.phoneNumber('pn-in')!.server).toEqual({ url: EVENTS_URL, credentialId });
    before = vapi.requests.length;
    await updateAgent(db, actor, agent.id, { name: 'Line 2' });
    expect(sentSince(before).filter((r) => r.path.startsWith('/phone-number'))).toEqual([]);
  });

  it('refuses the import and records nothing when Vapi refuses the number update', async () => {
    const acct = await newAccount();
    vapi.addPhoneNumber('pn-refused');
    // The two reads pass; the update is refused.
    vapi.failNext(0, 0, 403);
    const res = await cli('provider', 'import', '--account', String(acct.accountId), '--phone-number-id', 'pn-refused');
    expect(res.code).toBe(1);
    expect(res.stdout + res.stderr).toContain('provider_unavailable');
    const again = await cli('provider', 'import', '--account', String(acct.accountId), '--phone-number-id', 'pn-refused');
    expect(again.code).toBe(0);
  });
});
