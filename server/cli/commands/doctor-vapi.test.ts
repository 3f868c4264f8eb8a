import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import type { Database } from '../../db/types';
import { createAgent } from '../../services/agents/service';
import { ensureDeploymentCredential } from '../../services/providers/vapi/credential';
import { startFakeVapi } from '../../testing/fake-vapi-server';
import { actorOf, newAccount } from '../../testing/fixtures';
import { runCli } from '../run';
import { ASSISTANTS_CHECKED, publicUrlProblem } from './doctor-vapi';

describe('where Vapi can send its messages (PUBLIC_BASE_URL)', () => {
  it.each<[string, RegExp | null]>([
    ['https://sb.example.com', null],
    ['https://sb.example.com:8443/base/', null],
    ['https://8.8.8.8', null],
    ['http://sb.example.com', /is http, and Vapi must reach it over https/],
    ['https://localhost:3000', /local host name/],
    ['https://switchboard.local', /local host name/],
    ['https://api.internal', /local host name/],
    ['https://intranet', /local host name/],
    ['https://10.0.0.5', /private address/],
    ['https://192.168.1.20', /private address/],
    ['https://127.0.0.1', /loopback address/],
    ['https://169.254.169.254', /linkLocal address/],
    ['https://[::1]', /loopback address/],
    ['https://[fe80::1]', /linkLocal address/],
  ])('%s', (url, problem) => {
    const found = publicUrlProblem(url);
    if (problem) expect(found).toMatch(problem);
    else expect(found).toBeNull();
  });
});

describe('doctor --production with VOICE_PROVIDER=vapi, against the fake Vapi', () => {
  let db: Database;
  let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
  // A literal public address: no DNS is needed to judge it.
  const PUBLIC = 'https://93.184.215.14';
  const EVENTS_URL = `${PUBLIC}/api/providers/vapi/events`;

  beforeAll(async () => {
    db = await getDb();
    vapi = await startFakeVapi();
    Object.assign(config, { VOICE_PROVIDER: 'vapi', VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', PUBLIC_BASE_URL: PUBLIC });
  });
  afterEach(() => {
    expect(vapi.invalid).toEqual([]);
  });
  afterAll(async () => {
    await vapi.close();
  });

  async function vapiChecksNow() {
    const res = await runCli(['doctor', '--production', '--json'], getDb);
    const out = JSON.parse(res.stdout) as { checks: { name: string; status: string; message: string }[] };
    return Object.fromEntries(out.checks.filter((c) => c.name.startsWith('vapi_')).map((c) => [c.name, { status: c.status, message: c.message }]));
  }
  const servers = async (...flags: string[]) => {
    const res = await runCli(['vapi', 'servers', ...flags, '--json'], getDb);
    return { code: res.code, out: JSON.parse(res.stdout) };
  };

  it('before anything is registered: the URL is public, and the credential comes with the first assistant', async () => {
    expect(await vapiChecksNow()).toEqual({
      vapi_public_url: { status: 'ok', message: `Vapi sends messages and tool calls to ${EVENTS_URL}` },
      vapi_credential: { status: 'ok', message: expect.stringMatching(/no credential registered yet/) },
      vapi_assistants: { status: 'ok', message: 'no assistants at Vapi yet' },
      vapi_numbers: { status: 'ok', message: 'no inbound agent answers a Vapi number' },
    });
  });

  it('fails a URL Vapi cannot reach', async () => {
    config.PUBLIC_BASE_URL = 'http://localhost:3000';
    try {
      expect((await vapiChecksNow()).vapi_public_url).toEqual({ status: 'fail', message: expect.stringMatching(/^PUBLIC_BASE_URL is http, and Vapi must reach it over https/) });
    } finally {
      config.PUBLIC_BASE_URL = PUBLIC;
    }
  });

  it('finds the credential at Vapi and the assistants naming the events URL with it, reading a bounded number of them', async () => {
    const acct = await newAccount();
    const actor = await actorOf(acct.userId);
    for (let i = 0; i < ASSISTANTS_CHECKED + 2; i++) await createAgent(db, actor, { name: `Agent ${i}`, tools: ['opt_out'] });
    const { credentialId } = await ensureDeploymentCredential(db);
    const before = vapi.requests.length;
    const checks = await vapiChecksNow();
    expect(checks.vapi_credential).toEqual({ status: 'ok', message: `credential ${credentialId} at Vapi (HMAC sha256) signs the messages` });
    expect(checks.vapi_assistants).toEqual({
      status: 'ok', message: `the ${ASSISTANTS_CHECKED} most recently changed of ${ASSISTANTS_CHECKED + 2} assistants name ${EVENTS_URL} and the credential`,
    });
    const sent = vapi.requests.slice(before).map((r) => `${r.method} ${r.path.replace(/\/[^/]+$/, '/{id}')}`);
    expect(sent.filter((s) => s === 'GET /assistant/{id}')).toHaveLength(ASSISTANTS_CHECKED);
    expect(sent.filter((s) => s === 'GET /credential/{id}')).toHaveLength(1);
  });

  it('fails assistants that name another URL (PUBLIC_BASE_URL changed), and `vapi servers` names the new one on them and their tools', async () => {
    const moved = 'https://93.184.215.15';
    config.PUBLIC_BASE_URL = moved;
    try {
      const checks = await vapiChecksNow();
      expect(checks.vapi_assistants.status).toBe('fail');
      expect(checks.vapi_assistants.message).toMatch(new RegExp(`^${ASSISTANTS_CHECKED} of the ${ASSISTANTS_CHECKED} most recently changed .*: vapi-asst-\\d+ \\(agent \\d+\\): server ${EVENTS_URL}; tool opt_out: server ${EVENTS_URL} \\|.*run \`cli vapi servers\``));

      const { code, out } = await servers();
      expect(code).toBe(0);
      const { credentialId } = await ensureDeploymentCredential(db);
      expect(out).toEqual({
        server_url: `${moved}/api/providers/vapi/events`, credential_id: credentialId, assistants_updated: ASSISTANTS_CHECKED + 2, numbers_updated: 0, failures: [],
      });
      const expected = { url: `${moved}/api/providers/vapi/events`, credentialId };
      expect(vapi.allAssistants()).toHaveLength(ASSISTANTS_CHECKED + 2);
      for (const held of vapi.allAssistants()) {
        expect(held.server).toEqual(expected);
        expect((held.model as { tools: { server: unknown }[] }).tools.map((t) => t.server)).toEqual([expected]);
      }
      expect((await vapiChecksNow()).vapi_assistants.status).toBe('ok');
    } finally {
      config.PUBLIC_BASE_URL = PUBLIC;
      await servers();
    }
  });

  it('fails a credential Vapi no longer has, and `vapi servers --new-credential` registers another and names it everywhere', async () => {
    const { credentialId } = await ensureDeploymentCredential(db);
    vapi.removeCredential(credentialId);
    expect((await vapiChecksNow()).vapi_credential).toEqual({
      status: 'fail', message: expect.stringMatching(new RegExp(`^Vapi has no credential ${credentialId} .*run \`cli vapi servers --new-credential\``)),
    });
    const { code, out } = await servers('--new-credential');
    expect(code).toBe(0);
    expect(out.credential_id).not.toBe(credentialId);
    expect(vapi.credential(out.credential_id)).toBeDefined();
    const checks = await vapiChecksNow();
    expect([checks.vapi_credential.status, checks.vapi_assistants.status]).toEqual(['ok', 'ok']);
  });

  it('`vapi servers` is listed in the help with what it answers, and words its result for people', async () => {
    expect((await runCli(['--help'], getDb)).stdout).toMatch(/^ {2}vapi servers \[--new-credential\] +→ \{ server_url, credential_id, assistants_updated, numbers_updated, failures: \[\{ kind, id, error \}\] \}$/m);
    const text = await runCli(['vapi', 'servers'], getDb);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(new RegExp(`^Vapi sends to ${EVENTS_URL}, signed with credential vapi-cred-\\d+\\.\n${ASSISTANTS_CHECKED + 2} assistant\\(s\\) and 0 number\\(s\\) updated\\.\n$`));
  });

  it('`vapi servers` refuses without PUBLIC_BASE_URL, and doctor says what Vapi does then', async () => {
    config.PUBLIC_BASE_URL = undefined;
    try {
      const { code, out } = await servers();
      expect([code, out.error]).toEqual([1, 'usage']);
      expect(out.message).toMatch(/needs VOICE_PROVIDER=vapi, VAPI_API_KEY and PUBLIC_BASE_URL/);
      const checks = await vapiChecksNow();
      expect(Object.keys(checks)).toEqual(['vapi_public_url']);
      expect(checks.vapi_public_url).toEqual({ status: 'warn', message: expect.stringMatching(/^PUBLIC_BASE_URL is not set: assistants, tools and numbers name no server/) });
    } finally {
      config.PUBLIC_BASE_URL = PUBLIC;
    }
  });

  it("fails an inbound agent's number that will not ask Switchboard: another server, or an assistant of its own at Vapi", async () => {
    const acct = await newAccount();
    vapi.addPhoneNumber('pn-inbound', '+14155550142');
    expect((await runCli(['provider', 'import', '--account', String(acct.accountId), '--phone-number-id', 'pn-inbound'], getDb)).code).toBe(0);
    await createAgent(db, await actorOf(acct.userId), { name: 'Reception', role: 'inbound', phone_number: '+14155550142', provider_phone_number_id: 'pn-inbound' });
    expect((await vapiChecksNow()).vapi_numbers).toEqual({ status: 'ok', message: `1 inbound number(s) send their calls to ${EVENTS_URL} with the credential` });

    // Changed in Vapi's dashboard: a server of its own and an assistant that answers without asking.
    Object.assign(vapi.phoneNumber('pn-inbound')!, { server: { url: 'https://elsewhere.example/hook' }, assistantId: 'asst-dashboard' });
    expect((await vapiChecksNow()).vapi_numbers).toEqual({
      status: 'fail',
      message: expect.stringMatching(/^1 of 1 inbound number\(s\) will not ask Switchboard for their inbound agent: pn-inbound: server https:\/\/elsewhere\.example\/hook; answers with its own assistant asst-dashboard/),
    });
    const { code, out } = await servers();
    expect([code, out.numbers_updated]).toEqual([0, 1]);
    expect(vapi.phoneNumber('pn-inbound')!.server).toEqual({ url: EVENTS_URL, credentialId: out.credential_id });
    // The number's own assistant is the operator's to remove: Vapi's update cannot clear it.
    expect((await vapiChecksNow()).vapi_numbers.message).toMatch(/pn-inbound: answers with its own assistant asst-dashboard \(remove it in Vapi's dashboard/);
    delete vapi.phoneNumber('pn-inbound')!.assistantId;
    expect((await vapiChecksNow()).vapi_numbers.status).toBe('ok');
  });
});
