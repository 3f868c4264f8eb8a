import { describe, expect, it } from 'vitest';
import { publicBaseUrl } from '../../config';
import { getDb } from '../../db/client';
import { callRowOf, fundedAccount } from '../../testing/call-fixtures';
import { keyWith } from '../../testing/fixtures';
import { runCli } from '../run';

const cli = (...argv: string[]) => runCli(argv, getDb);
const json = (stdout: string) => JSON.parse(stdout.trim());

describe('CLI: call', () => {
  it('places a call and answers it queued, as POST /api/v1/calls does', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000 });
    const r = await cli('call', '--purpose', 'informational', '--user', String(acct.userId), '--agent', String(acct.agent.id), '--number', '+1 (415) 555-0170', '--variables', '{"first_name":"Ada"}', '--json');
    expect(r.code).toBe(0);
    const placed = json(r.stdout);
    expect(placed).toMatchObject({ status: 'queued', phone_number: '+14155550170', agent: { id: acct.agent.id } });
    expect((await callRowOf(placed.id)).variables).toMatchObject({ first_name: 'Ada' });
  });

  it('with --wait follows the call to its end and prints the final call object', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: { first_message: 'Hello {{first_name}}.' } });
    const r = await cli('call', '--purpose', 'informational', '--user', String(acct.userId), '--agent', String(acct.agent.id), '--number', '+14155550171', '--variables', '{"first_name":"Ada"}', '--wait', '--json');
    expect(r.code).toBe(0);
    const call = json(r.stdout);
    expect(call).toMatchObject({ status: 'completed', ended_reason: 'customer-ended-call', duration_seconds: 95, cost_cents: 20 });
    expect(call.summary).toContain('Hello Ada.');
    expect(call.recording_url).toBe(`${publicBaseUrl()}/simulator/sample-call.mp3?call=${call.call_id}`);
    expect(call.transcript[0]).toEqual({ role: 'agent', text: 'Hello Ada.', start_seconds: 0 });
    expect(await callRowOf(call.id)).toMatchObject({ status: 'completed', transcriptFinal: true });
  });

  it('prints the outcome for people, and an unanswered call with its reason', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000 });
    const done = await cli('call', '--purpose', 'informational', '--user', String(acct.userId), '--agent', String(acct.agent.id), '--number', '+14155550172', '--wait');
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(/^call_id: call_[0-9a-f]{24} \(id \d+\)\nstatus: completed \(customer-ended-call\)\nduration: 1:35\ncost: \$0\.20\n/);
    expect(done.stdout).toMatch(/\ntranscript:\n {2}\[0:00\] agent: /);
    const busy = await cli('call', '--purpose', 'informational', '--user', String(acct.userId), '--agent', String(acct.agent.id), '--number', '+14155550002', '--wait', '--timeout', '60');
    expect(busy.code).toBe(0);
    expect(busy.stdout).toContain('status: busy (customer-busy)');
    expect(busy.stdout).not.toContain('transcript:');
  });

  it('places with an API key that may initiate calls, and refuses one that may not', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000 });
    const ok = await cli('call', '--purpose', 'informational', '--key', await keyWith(acct.userId, ['can_initiate_calls']), '--agent', String(acct.agent.id), '--number', '+14155550173', '--json');
    expect(json(ok.stdout)).toMatchObject({ status: 'queued' });
    const denied = await cli('call', '--key', await keyWith(acct.userId, ['can_read_calls']), '--agent', String(acct.agent.id), '--number', '+14155550173', '--json');
    expect(denied.code).toBe(1);
    expect(json(denied.stdout).error).toBe('permission_denied');
    const bad = await cli('call', '--key', 'sk_live_nope', '--agent', String(acct.agent.id), '--number', '+14155550173', '--json');
    expect(json(bad.stdout).error).toBe('invalid_key');
  });

  it('places a marketing call by default and a service call with --purpose informational', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000 });
    const args = ['--user', String(acct.userId), '--agent', String(acct.agent.id), '--json'];
    const marketing = json((await cli('call', ...args, '--number', '+14155550178')).stdout);
    const service = json((await cli('call', ...args, '--number', '+14155550179', '--purpose', 'informational')).stdout);
    expect((await callRowOf(marketing.id)).purpose).toBe('marketing');
    expect((await callRowOf(service.id)).purpose).toBe('informational');
  });

  it('refuses an empty wallet with the way to add funds, and writes no call', async () => {
    const acct = await fundedAccount();
    const r = await cli('call', '--purpose', 'informational', '--user', String(acct.userId), '--agent', String(acct.agent.id), '--number', '+14155550174', '--json');
    expect(r.code).toBe(1);
    const body = json(r.stdout);
    expect(body.error).toBe('insufficient_funds');
    expect(body.message).toContain('trial credit');
    expect(body.message).toContain(`npm run cli -- wallet credit --account ${acct.accountId}`);
    const db = await getDb();
    const calls = await db.query.calls.findMany({ where: (c, { eq }) => eq(c.accountId, acct.accountId) });
    expect(calls).toEqual([]);
  });

  it.each([
    [['--agent', '1', '--number', '+14155550175'], 'usage', /--user is required/],
    [['--user', '1', '--key', 'sk_live_x', '--agent', '1', '--number', '+14155550175'], 'usage', /not both/],
    [['--user', '1', '--agent', '1', '--number', '+14155550175', '--timeout', '5'], 'usage', /--timeout goes with --wait/],
    [['--user', '1', '--agent', '1', '--number', '+14155550175', '--wait', '--timeout', '0'], 'usage', /between 1 and 86400/],
    [['--user', '1', '--agent', '1', '--number', '+14155550175', '--variables', '[1]'], 'usage', /JSON object/],
    [['--user', '1', '--agent', '1', '--number', '+14155550175', '--variables', '{'], 'usage', /valid JSON/],
    [['--user', '1', '--agent', '1', '--number', '+14155550175', '--speed', '2'], 'usage', /Unknown option --speed/],
    [['--user', '1', '--agent', '1', '--number', '+14155550175', '--purpose', 'sales'], 'usage', /--purpose must be marketing or informational/],
  ])('refuses %j', async (args, code, message) => {
    const r = await cli('call', ...args, '--json');
    expect(r.code).toBe(1);
    expect(json(r.stdout)).toMatchObject({ error: code, message: expect.stringMatching(message) });
  });

  it('answers the API\'s codes for an unknown agent, a bad number and a user that does not exist', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000 });
    const run = async (...a: string[]) => json((await cli('call', ...a, '--json')).stdout).error;
    expect(await run('--user', String(acct.userId), '--agent', '99999999', '--number', '+14155550176')).toBe('agent_not_found');
    expect(await run('--user', String(acct.userId), '--agent', String(acct.agent.id), '--number', '12')).toBe('invalid_phone_number');
    expect(await run('--user', '99999999', '--agent', String(acct.agent.id), '--number', '+14155550176')).toBe('not_found');
  });
});
