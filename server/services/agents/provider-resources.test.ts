import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run';
import { config } from '../../config';
import { getDb } from '../../db/client';
import type { Database } from '../../db/types';
import { startFakeVapi } from '../../testing/fake-vapi-server';
import { actorOf, newAccount } from '../../testing/fixtures';
import { createAgent, updateAgent } from './service';

/**
 * One platform Vapi account serves every tenant: an agent names only assistants and numbers of its own account
 * (created by Switchboard, or imported by the operator), and no answer tells one tenant what another has.
 */
let db: Database;
let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
const saved = { provider: config.VOICE_PROVIDER, base: config.VAPI_BASE_URL, key: config.VAPI_API_KEY };
const cli = async (...argv: string[]) => runCli([...argv, '--json'], getDb);

beforeAll(async () => {
  db = await getDb();
  vapi = await startFakeVapi();
  Object.assign(config, { VOICE_PROVIDER: 'vapi', VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key' });
});
afterAll(async () => {
  Object.assign(config, { VOICE_PROVIDER: saved.provider, VAPI_BASE_URL: saved.base, VAPI_API_KEY: saved.key });
  await vapi.close();
});

const failureOf = (p: Promise<unknown>) => p.then(() => null, (e: { code: string; status: number; message: string; details?: unknown }) => ({
  code: e.code, status: e.status, message: e.message, details: e.details,
}));

describe('provider resources per account (Vapi)', () => {
  it('creates the assistant at Vapi for an agent that names none, and records it as the account\'s', async () => {
    const a = await newAccount();
    const agent = await createAgent(db, await actorOf(a.userId), { name: 'Ava', instructions: 'Be kind.', first_message: 'Hello!' });
    expect(agent.assistantId).toMatch(/^vapi-asst-\d+$/);
    const sent = vapi.requests.at(-1)!;
    expect([sent.method, sent.path]).toEqual(['POST', '/assistant']);
    expect(sent.body).toMatchObject({ name: 'Ava', firstMessage: 'Hello!', model: { messages: [{ role: 'system', content: 'Be kind.' }] } });
    // The account's own assistant can be named again (another agent of the same account).
    const again = await createAgent(db, await actorOf(a.userId), { name: 'Ava 2', assistant_id: agent.assistantId }).catch((e) => e);
    expect(again).toMatchObject({ code: 'duplicate_assistant_id', status: 409 });
  });

  it("refuses another tenant's assistant or number exactly as it refuses ids that do not exist", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const theirs = await createAgent(db, await actorOf(a.userId), { name: 'Theirs' });
    vapi.addPhoneNumber('pn-a');
    expect((await cli('provider', 'import', '--account', String(a.accountId), '--phone-number-id', 'pn-a')).code).toBe(0);

    const asB = await actorOf(b.userId);
    const stolen = await failureOf(createAgent(db, asB, { name: 'Thief', assistant_id: theirs.assistantId }));
    const made_up = await failureOf(createAgent(db, asB, { name: 'Thief', assistant_id: 'vapi-asst-does-not-exist' }));
    expect(stolen).toMatchObject({ code: 'validation_error', status: 400 });
    expect(stolen).toEqual(made_up);
    const number = await failureOf(createAgent(db, asB, { name: 'Thief', provider_phone_number_id: 'pn-a' }));
    const noNumber = await failureOf(createAgent(db, asB, { name: 'Thief', provider_phone_number_id: 'pn-nope' }));
    expect(number).toMatchObject({ code: 'validation_error' });
    expect(number).toEqual(noNumber);
    const own = await createAgent(db, asB, { name: 'Mine' });
    expect(await failureOf(updateAgent(db, asB, own.id, { provider_phone_number_id: 'pn-a' }))).toEqual(number);
    // The number is A's: A's agents may use it.
    expect((await createAgent(db, await actorOf(a.userId), { name: 'Line', provider_phone_number_id: 'pn-a' })).providerPhoneNumberId).toBe('pn-a');
  });

  it('lets the operator import an existing assistant into one account only', async () => {
    const a = await newAccount();
    const b = await newAccount();
    vapi.addAssistant('asst-made-in-vapi');
    expect(JSON.parse((await cli('provider', 'import', '--account', String(a.accountId), '--assistant-id', 'asst-made-in-vapi')).stdout))
      .toEqual({ account_id: a.accountId, kind: 'assistant', provider_id: 'asst-made-in-vapi' });
    expect((await cli('provider', 'import', '--account', String(b.accountId), '--assistant-id', 'asst-made-in-vapi')).code).toBe(1);
    expect((await cli('provider', 'import', '--account', String(b.accountId), '--assistant-id', 'asst-unknown')).code).toBe(1);
    expect((await createAgent(db, await actorOf(a.userId), { name: 'Imported', assistant_id: 'asst-made-in-vapi' })).assistantId).toBe('asst-made-in-vapi');
  });
});

describe('assistant ids with the simulator', () => {
  it("never confirms another tenant's assistant id: the duplicate check is per account", async () => {
    config.VOICE_PROVIDER = 'simulator';
    try {
      const a = await newAccount();
      const b = await newAccount();
      const id = `asst-shared-name-${a.accountId}`;
      await createAgent(db, await actorOf(a.userId), { name: 'A', assistant_id: id });
      expect((await createAgent(db, await actorOf(b.userId), { name: 'B', assistant_id: id })).assistantId).toBe(id);
      await expect(createAgent(db, await actorOf(a.userId), { name: 'A2', assistant_id: id })).rejects.toMatchObject({ code: 'duplicate_assistant_id' });
    } finally {
      config.VOICE_PROVIDER = 'vapi';
    }
  });
});
