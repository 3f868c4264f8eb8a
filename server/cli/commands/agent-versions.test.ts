import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { actorOf, newAccount } from '../../testing/fixtures';
import { createAgent, updateAgent } from '../../services/agents/service';
import { runCli } from '../run';

describe('CLI: agent versions and agent restore', () => {
  const cli = (...argv: string[]) => runCli(argv, getDb);

  async function editedAgent() {
    const acct = await newAccount();
    const db = await getDb();
    const owner = await actorOf(acct.userId);
    const agent = await createAgent(db, owner, { name: 'Ava', instructions: 'Book a visit.' });
    await updateAgent(db, owner, agent.id, { instructions: 'Sell a plan.\nThen say goodbye.' });
    return { acct, agent };
  }

  it('lists the versions newest first, as JSON and as a table', async () => {
    const { acct, agent } = await editedAgent();
    const json = await cli('agent', 'versions', '--user', String(acct.userId), '--agent', String(agent.id), '--json');
    expect(json.code).toBe(0);
    const out = JSON.parse(json.stdout);
    expect(out.version).toBe(2);
    expect(out.versions.map((v: { version: number; instructions: string }) => [v.version, v.instructions])).toEqual([
      [2, 'Sell a plan.\nThen say goodbye.'], [1, 'Book a visit.'],
    ]);
    const text = await cli('agent', 'versions', '--user', String(acct.userId), '--agent', String(agent.id));
    const lines = text.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^VERSION\s+CREATED\s+BY/);
    expect(lines[1]).toMatch(/^2 .*Sell a plan\.$/);
    expect(lines[2]).toMatch(/^1 .*Book a visit\.$/);
  });

  it('restores a version as a new one, and refuses an unknown version or another account\'s agent with exit code 1', async () => {
    const { acct, agent } = await editedAgent();
    const r = await cli('agent', 'restore', '--user', String(acct.userId), '--agent', String(agent.id), '--version', '1', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ id: agent.id, version: 3, instructions: 'Book a visit.' });
    const unknown = await cli('agent', 'restore', '--user', String(acct.userId), '--agent', String(agent.id), '--version', '9', '--json');
    expect([unknown.code, JSON.parse(unknown.stdout).error]).toEqual([1, 'not_found']);
    const stranger = await newAccount('Stranger');
    const theirs = await cli('agent', 'restore', '--user', String(stranger.userId), '--agent', String(agent.id), '--version', '1', '--json');
    expect([theirs.code, JSON.parse(theirs.stdout).error]).toEqual([1, 'agent_not_found']);
    const listed = JSON.parse((await cli('agent', 'versions', '--user', String(acct.userId), '--agent', String(agent.id), '--json')).stdout);
    expect(listed.versions.map((v: { version: number; restored_from: number | null }) => [v.version, v.restored_from])).toEqual([[3, 1], [2, null], [1, null]]);
  });
});
