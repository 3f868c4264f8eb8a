import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { fundedAccount, insertContact } from '../../testing/call-fixtures';
import { runCli } from '../run';

describe('CLI: campaigns', () => {
  const cli = async (...argv: string[]) => {
    const r = await runCli([...argv, '--json'], getDb);
    return { code: r.code, body: JSON.parse(r.stdout) as Record<string, unknown> };
  };

  it('creates, shows, pauses, resumes and cancels a campaign as a user, with the API error codes', async () => {
    const acct = await fundedAccount();
    const ids = [await insertContact(acct.accountId, { phones: [{ number: '+14155550190' }] })];
    const user = String(acct.userId);
    const created = await cli('campaign', 'create', '--user', user, '--name', 'From the terminal', '--agent', String(acct.agent.id),
      '--audience', JSON.stringify({ contact_ids: ids }), '--max-concurrent', '2', '--start-at', new Date(Date.now() + 20 * 86_400_000).toISOString(), '--start');
    expect(created.code, JSON.stringify(created.body)).toBe(0);
    expect(created.body).toMatchObject({ name: 'From the terminal', status: 'scheduled', max_concurrent_calls: 2, progress: { total: 1, pending: 1 } });
    const id = String(created.body.id);

    expect((await cli('campaign', 'show', '--user', user, '--id', id)).body).toMatchObject({ id: Number(id), status: 'scheduled' });
    // For a person: lines and indented blocks, the agent by id and name, no JSON.
    const shown = (await runCli(['campaign', 'show', '--user', user, '--id', id], getDb)).stdout;
    expect(shown).toContain(`\nagent: ${acct.agent.id} ${acct.agent.name}\n`);
    expect(shown).toMatch(/\nretry:\n( {2}\w+: .+\n)*? {2}max_attempts: 3\n/);
    expect(shown).toMatch(/\nprogress:\n {2}total: 1\n/);
    expect(shown).not.toMatch(/[{}[\]"]/);
    expect((await cli('campaign', 'pause', '--user', user, '--id', id)).body).toMatchObject({ status: 'paused', paused_reason: 'user' });
    expect((await cli('campaign', 'resume', '--user', user, '--id', id)).body).toMatchObject({ status: 'scheduled', paused_reason: null });
    expect((await cli('campaign', 'cancel', '--user', user, '--id', id)).body).toMatchObject({ status: 'canceled', progress: { canceled: 1 } });
    const again = await cli('campaign', 'start', '--user', user, '--id', id);
    expect(again).toMatchObject({ code: 1, body: { error: 'campaign_not_startable' } });
    const list = await cli('campaign', 'list', '--user', user, '--status', 'canceled');
    expect(list.body).toMatchObject({ count: 1, campaigns: [{ id: Number(id) }] });

    // Another account's user sees no such campaign.
    const other = await fundedAccount();
    expect((await cli('campaign', 'show', '--user', String(other.userId), '--id', id)).body.error).toBe('not_found');
  });

  it('refuses bad input before writing anything', async () => {
    const acct = await fundedAccount();
    const user = String(acct.userId);
    const base = ['campaign', 'create', '--user', user, '--name', 'Bad', '--agent', String(acct.agent.id)];
    expect((await cli(...base, '--audience', '{not json')).body.error).toBe('usage');
    expect((await cli(...base, '--audience', '{}')).body.error).toBe('validation_error');
    expect((await cli(...base, '--audience', '{"tag":"x"}', '--max-concurrent', '51')).body.error).toBe('validation_error');
    expect((await cli('campaign', 'list', '--user', user)).body).toMatchObject({ count: 0, campaigns: [] });
  });
});
