import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { actorForUser } from '../../services/accounts/service';
import { archiveAgent } from '../../services/agents/archive';
import { listAgents } from '../../services/agents/service';
import { newAccount, newTeam, newUser } from '../../testing/fixtures';
import { runCli } from '../run';

const run = (...argv: string[]) => runCli(argv, getDb);
const json = async (...argv: string[]) => {
  const r = await run(...argv, '--json');
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
};
/** The line of a table whose first cell is `id`, split into its cells. */
const rowOf = (stdout: string, id: number) => stdout.split('\n').find((l) => l.startsWith(`${id} `))?.split(/\s{2,}/);

async function accountWithAgents() {
  const acct = await newAccount('Bella Dental');
  const member = await newUser(acct.accountId, { role: 'member' });
  const team = await newTeam(acct.accountId, 'Front desk', [member.userId]);
  const shared = await json('agent', 'create', '--user', String(acct.userId), '--name', 'Ava', '--phone', '+14155550123', '--team', String(team));
  const closed = await json('agent', 'create', '--user', String(acct.userId), '--name', 'Private', '--team', String(await newTeam(acct.accountId, 'Back office')));
  const gone = await json('agent', 'create', '--user', String(acct.userId), '--name', 'Gone');
  await archiveAgent(await getDb(), await actorForUser(await getDb(), acct.userId), gone.id);
  return { ...acct, memberId: member.userId, team, agentIds: [shared.id, closed.id] as number[] };
}

describe('CLI: finding ids', () => {
  it('whoami finds a user by email in any case, with their account and teams', async () => {
    const acct = await newAccount('Bella Dental');
    const { email } = (await json('user', 'list', '--account', String(acct.accountId))).users[0];
    const out = await json('whoami', '--email', email.toUpperCase());
    expect(out).toEqual({
      id: acct.userId, email, name: null, role: 'owner', team_ids: [acct.teamId], created_at: expect.any(String),
      account: { id: acct.accountId, name: 'Bella Dental' },
    });
    const text = await run('whoami', '--email', email);
    expect(text.stdout).toContain(`user ${acct.userId}  ${email}, owner\naccount ${acct.accountId}  Bella Dental\n`);
    expect(text.stdout).toContain(`Use --user ${acct.userId} or --account ${acct.accountId}`);
    const missing = await run('whoami', '--email', 'nobody@example.com', '--json');
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout)).toMatchObject({ error: 'not_found' });
  });

  it('account list shows every account with its owner and counts, as a table and as JSON', async () => {
    const acct = await accountWithAgents();
    const { accounts } = await json('account', 'list');
    const mine = accounts.find((a: { id: number }) => a.id === acct.accountId);
    expect(mine).toEqual({
      id: acct.accountId, name: 'Bella Dental', owner_email: expect.stringContaining('@'), users: 2, agents: 2,
      partner_account_id: null, created_at: expect.stringMatching(/Z$/),
    });
    expect(accounts.map((a: { id: number }) => a.id)).toEqual([...accounts.map((a: { id: number }) => a.id)].sort((a, b) => a - b));

    const text = (await run('account', 'list')).stdout;
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID +NAME +OWNER +USERS +AGENTS +PARTNER +CREATED$/);
    expect(rowOf(text, acct.accountId)).toEqual([String(acct.accountId), 'Bella Dental', mine.owner_email, '2', '2', '-', mine.created_at]);
    // Aligned: every column starts at the same place on every line.
    const at = (line: string, word: string) => line.indexOf(word);
    const row = lines.find((l) => l.startsWith(`${acct.accountId} `))!;
    expect(at(row, mine.owner_email)).toBe(at(lines[0], 'OWNER'));
    expect(lines.every((l) => !l.endsWith(' '))).toBe(true);
  });

  it('user list shows the users of one account, or of all, and refuses an unknown account', async () => {
    const acct = await accountWithAgents();
    const { users } = await json('user', 'list', '--account', String(acct.accountId));
    expect(users.map((u: { id: number; role: string; team_ids: number[] }) => [u.id, u.role, u.team_ids])).toEqual([
      [acct.userId, 'owner', [acct.teamId]],
      [acct.memberId, 'member', [acct.team]],
    ]);
    expect(Object.keys(users[0]).sort()).toEqual(['account_id', 'created_at', 'email', 'id', 'name', 'role', 'team_ids']);
    const all = (await json('user', 'list')).users.map((u: { id: number }) => u.id);
    expect(all).toEqual(expect.arrayContaining([acct.userId, acct.memberId]));

    const text = (await run('user', 'list', '--account', String(acct.accountId))).stdout;
    expect(text.split('\n')[0]).toMatch(/^ID +ACCOUNT +EMAIL +NAME +ROLE +TEAMS +CREATED$/);
    expect(rowOf(text, acct.memberId)).toEqual([String(acct.memberId), String(acct.accountId), users[1].email, '-', 'member', String(acct.team), users[1].created_at]);

    const unknown = await run('user', 'list', '--account', '999999', '--json');
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stdout)).toMatchObject({ error: 'not_found', message: 'Account 999999 not found.' });
  });

  it('agent list --account shows all unarchived agents; --user the ones that user sees, in the fields of GET /api/v1/agents', async () => {
    const acct = await accountWithAgents();
    const all = await json('agent', 'list', '--account', String(acct.accountId));
    expect(all.agents.map((a: { id: number }) => a.id)).toEqual(acct.agentIds);
    const db = await getDb();
    const owner = await listAgents(db, await actorForUser(db, acct.userId));
    expect(all).toEqual(owner);

    const seen = await json('agent', 'list', '--user', String(acct.memberId));
    expect(seen).toEqual(await listAgents(db, await actorForUser(db, acct.memberId)));
    expect(seen.agents.map((a: { name: string }) => a.name)).toContain('Ava');
    expect(seen.agents.map((a: { name: string }) => a.name)).not.toContain('Private');

    const text = (await run('agent', 'list', '--account', String(acct.accountId))).stdout;
    expect(text.split('\n')[0]).toMatch(/^ID +NAME +ROLE +PHONE +TEAM +CALLS +CAN CALL +ASSISTANT$/);
    expect(rowOf(text, acct.agentIds[0])).toEqual([String(acct.agentIds[0]), 'Ava', 'outbound', '+14155550123', String(acct.team), '0', 'yes', all.agents[0].assistant_id]);
    expect((await run('agent', 'list', '--account', String((await newAccount()).accountId))).stdout).toBe('No agents.\n');
  });

  it('reads an option\'s value after a space or an equals sign, never as part of the command', async () => {
    const acct = await accountWithAgents();
    const spaced = await json('agent', 'list', '--user', String(acct.userId));
    expect(await json('agent', 'list', `--user=${acct.userId}`)).toEqual(spaced);
    expect(spaced.agents).toHaveLength(2);
    const both = await run('agent', 'list', '--user', '1', '--account', '1', '--json');
    expect(JSON.parse(both.stdout)).toMatchObject({ error: 'usage', message: 'give exactly one of --account and --user' });
    const stray = await run('agent', 'list', '--user', '1', 'extra');
    expect(stray.stderr).toMatch(/^error: Unexpected argument "extra"/);
    // An unknown command is named by its words alone, without the values of its options.
    expect((await run('agent', 'lst', '--user', '1')).stderr).toMatch(/^error: Unknown command "agent lst"\./);
  });
});

describe('CLI: help for one command or group', () => {
  it('agent --help lists the agent commands only', async () => {
    const r = await run('agent', '--help');
    expect(r.code).toBe(0);
    const commands = r.stdout.split('\n').filter((l) => l.startsWith('  '));
    expect(commands.map((l) => l.trim().split(' ').slice(0, 2).join(' '))).toEqual(['agent create', 'agent versions', 'agent restore', 'agent test', 'agent list']);
    expect(r.stdout).not.toContain('bootstrap');
    expect((await run('help', 'agent')).stdout).toBe(r.stdout);
  });

  it('agent list --help prints that command alone', async () => {
    const r = await run('agent', 'list', '--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: npm run cli -- agent list \(--account ID \| --user ID\)/);
    expect(r.stdout).not.toContain('agent create');
    expect((await run('bootstrap', '--help')).stdout).toMatch(/^Usage: npm run cli -- bootstrap \[--email E\]/);
  });

  it('a group without its command says so and lists the group; the full help still answers --help alone', async () => {
    const r = await run('agent');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: "agent" needs a command\.\n\nUsage: npm run cli -- agent <command>/);
    expect(r.stderr).toContain('  agent list');
    const full = await run('--help');
    expect(full.stdout).toContain('whoami --email E');
    expect(full.stdout).toContain('account list');
    expect(full.stdout).toContain('agent --help');
  });
});

describe('CLI: lists for people', () => {
  it('campaign list prints a table (its --json is unchanged)', async () => {
    const acct = await accountWithAgents();
    const created = await json('campaign', 'create', '--user', String(acct.userId), '--name', 'Recall', '--agent', String(acct.agentIds[0]), '--audience', '{"tag":"none"}');
    const list = await json('campaign', 'list', '--user', String(acct.userId));
    expect(Object.keys(list).sort()).toEqual(['campaigns', 'count', 'limit', 'page', 'pages']);
    const text = (await run('campaign', 'list', '--user', String(acct.userId))).stdout;
    expect(text.split('\n')[0]).toMatch(/^ID +NAME +STATUS +AGENT +PURPOSE +RECIPIENTS +CREATED$/);
    expect(rowOf(text, created.id)?.slice(0, 4)).toEqual([String(created.id), 'Recall', created.status, `${acct.agentIds[0]} Ava`]);
    expect(text).toContain('(1 in all; page 1 of 1)');
    expect(text).not.toContain('{');
  });
});
