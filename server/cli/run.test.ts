import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authenticateApiKey } from '../auth/api-keys';
import { permissions } from '../auth/permissions';
import { getDb } from '../db/client';
import { accounts, agents, teamMemberships, teams } from '../db/schema';
import { runCli } from './run';

const run = async (...argv: string[]) => runCli(argv, getDb);
const json = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!);

describe('CLI commands', () => {
  it('bootstrap makes a new account whose key carries every permission, each call a new one', async () => {
    const a = await run('bootstrap', '--email', 'Boss@Example.com', '--password', 'correct horse', '--account-name', 'Acme', '--json');
    expect(a.code).toBe(0);
    const out = json(a.stdout);
    expect(Object.keys(out).sort()).toEqual(['account_id', 'api_key', 'team_id', 'user_id']);
    const actor = await authenticateApiKey(await getDb(), out.api_key);
    expect(actor).toMatchObject({ accountId: out.account_id, userId: out.user_id, role: 'owner', teamIds: [out.team_id] });
    expect(actor.permissions.size).toBe(permissions.length);
    const b = json((await run('bootstrap', '--json')).stdout);
    expect(b.account_id).not.toBe(out.account_id);
    // Without --account-name the business is named from the owner's domain, not a placeholder callers would hear.
    const named = json((await run('bootstrap', '--email', `owner${Date.now()}@bella-dental.com`, '--json')).stdout);
    const [acct] = await (await getDb()).select().from(accounts).where(eq(accounts.id, named.account_id));
    expect(acct.name).toBe('Bella Dental');
    const again = await run('bootstrap', '--email', 'boss@example.com', '--json');
    expect(again.code).toBe(1);
    expect(json(again.stdout).error).toBe('email_taken');
  });

  it('creates users, teams with members, keys with chosen permissions, agents, partner links; revokes keys', async () => {
    const boot = json((await run('bootstrap', '--json')).stdout);
    const user = json((await run('user', 'create', '--account', String(boot.account_id), '--email', `m${Date.now()}@x.io`, '--role', 'member', '--json')).stdout);
    expect(user.user_id).toEqual(expect.any(Number));

    const team = json((await run('team', 'create', '--account', String(boot.account_id), '--name', 'Sales', '--members', `${user.user_id}`, '--json')).stdout);
    const db = await getDb();
    const members = await db.select().from(teamMemberships).where(eq(teamMemberships.teamId, team.team_id));
    expect(members.map((m) => m.userId)).toEqual([user.user_id]);
    expect((await db.select().from(teams).where(eq(teams.id, team.team_id)))[0].name).toBe('Sales');

    const key = json((await run('key', 'create', '--user', String(user.user_id), '--permissions', 'can_read_agents,can_initiate_calls', '--json')).stdout);
    const actor = await authenticateApiKey(db, key.api_key);
    expect([...actor.permissions].sort()).toEqual(['can_initiate_calls', 'can_read_agents']);
    expect(actor.teamIds).toEqual([team.team_id]);

    const agent = json((await run('agent', 'create', '--user', String(user.user_id), '--name', 'Ava', '--phone', '+14155550123', '--team', String(team.team_id), '--json')).stdout);
    const [row] = await db.select().from(agents).where(eq(agents.id, agent.id));
    expect(row).toMatchObject({ name: 'Ava', phoneNumber: '+14155550123', teamId: team.team_id, assistantId: agent.assistant_id, createdByUserId: user.user_id });

    const revoked = json((await run('key', 'revoke', '--id', String(key.key_id), '--json')).stdout);
    expect(revoked).toEqual({ key_id: key.key_id, revoked: true });
    await expect(authenticateApiKey(db, key.api_key)).rejects.toMatchObject({ code: 'invalid_key' });

    const other = json((await run('bootstrap', '--json')).stdout);
    const link = json((await run('partner', 'link', '--partner', String(boot.account_id), '--client', String(other.account_id), '--json')).stdout);
    expect(link).toEqual({ partner_account_id: boot.account_id, client_account_id: other.account_id });
    expect((await db.select().from(accounts).where(eq(accounts.id, other.account_id)))[0].partnerAccountId).toBe(boot.account_id);
  });

  it('prints readable text without --json', async () => {
    const res = await run('bootstrap');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^account_id: \d+\nuser_id: \d+\nteam_id: \d+\napi_key: sk_live_\w+\n$/);
  });

  it.each([
    [['nope'], /Unknown command/],
    [['user', 'create', '--email', 'a@b.co'], /--account is required/],
    [['user', 'create', '--account', 'abc', '--email', 'a@b.co'], /--account must be a positive integer/],
    [['user', 'create', '--account', '1', '--email', 'not-an-email'], /email/],
    [['user', 'create', '--account', '999999', '--email', 'z@b.co'], /Account 999999 not found/],
    [['user', 'create', '--account', '1', '--email', 'z@b.co', '--role', 'king'], /role/],
    [['key', 'create', '--user', '1', '--permissions', 'can_fly'], /permissions/],
    [['key', 'revoke', '--id', '999999'], /not found/],
    [['agent', 'create', '--user', '1', '--name', 'x', '--phone', '555'], /E\.164/],
    [['team', 'create', '--account', '1', '--name', 'T', '--members', 'a,b'], /comma-separated/],
    [['bootstrap', '--colour', 'red'], /Unknown option --colour/],
  ])('exits 1 with a clear message for %j', async (argv, message) => {
    const res = await run(...argv, '--json');
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(message);
    expect(json(res.stdout)).toMatchObject({ error: expect.any(String), message: expect.stringMatching(message) });
  });

  it('says a refused value once, in plain words', async () => {
    const boot = json((await run('bootstrap', '--json')).stdout);
    const res = await run('key', 'create', '--user', String(boot.user_id), '--permissions', 'can_read_everything');
    expect(res.code).toBe(1);
    const line = res.stderr.trim().split('\n').at(-1)!;
    expect(line).toMatch(/^error: permissions\.0 must be one of: can_read_agents, /);
    expect(line.match(/permissions\.0/g)).toHaveLength(1);
    expect(line).not.toMatch(/Invalid option|expected one of/);
  });

  it('prints help', async () => {
    const res = await run('--help');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('bootstrap [--email E]');
  });
});

describe('hostile input on the command line', () => {
  it('answers validation_error for values PostgreSQL cannot store, and ids beyond its integer range', async () => {
    const bad = await run('dnc', 'add', '--account', '2147483648', '--number', '+14155550100', '--json');
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({ error: 'validation_error', message: expect.stringContaining('account') });
    const nul = await run('team', 'create', '--account', '1', '--name', 'A\u0000B', '--json');
    expect(JSON.parse(nul.stdout)).toMatchObject({ error: 'validation_error' });
    const deep = await run('schedule', 'set', '--user', '1', '--timezone', 'UTC', '--weekly', '['.repeat(100) + ']'.repeat(100), '--json');
    expect(JSON.parse(deep.stdout)).toMatchObject({ error: 'validation_error', message: expect.stringContaining('weekly') });
  });
});
