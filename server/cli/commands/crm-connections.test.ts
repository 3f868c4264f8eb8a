import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { crmConnections, users } from '../../db/schema';
import { newAccount, newUser } from '../../testing/fixtures';
import { runCli } from '../run';
import { readPipedInput } from '../stdin';

const cli = (argv: string[], stdin?: string) =>
  runCli(argv, getDb, stdin === undefined ? {} : { readStdin: () => readPipedInput(Readable.from([Buffer.from(stdin)])) });
const json = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!);
const emailOf = async (userId: number) => (await (await getDb()).select({ email: users.email }).from(users).where(eq(users.id, userId)))[0].email;

describe('CLI: integration crm', () => {
  it('adds with a piped token, lists, gets, syncs and removes', async () => {
    const acct = await newAccount();
    const owner = await emailOf(acct.userId);
    const added = await cli(['integration', 'crm', 'add', '--user', owner, '--provider', 'gohighlevel', '--location', 'loc-cli', '--token-stdin', '--json'], 'pit-cli-token\n');
    expect(added.code, added.stderr).toBe(0);
    const c = json(added.stdout);
    expect(c).toMatchObject({ provider: 'gohighlevel', status: 'active' });
    expect(added.stdout).not.toContain('pit-cli-token');
    const listed = await cli(['integration', 'crm', 'list', '--user', owner]);
    expect(listed.stdout).toContain('gohighlevel');
    expect(json((await cli(['integration', 'crm', 'get', '--user', owner, '--id', String(c.id), '--json'])).stdout).id).toBe(c.id);
    expect(json((await cli(['integration', 'crm', 'sync', '--user', owner, '--id', String(c.id), '--json'])).stdout).message).toBe('Sync queued.');
    expect((await cli(['integration', 'crm', 'remove', '--user', owner, '--id', String(c.id)])).code).toBe(0);
    expect(await (await getDb()).select().from(crmConnections).where(eq(crmConnections.accountId, acct.accountId))).toHaveLength(0);
  });

  it('refuses a token on the command line and a member', async () => {
    const acct = await newAccount();
    const refused = await cli(['integration', 'crm', 'add', '--user', String(acct.userId), '--provider', 'hubspot', '--token', 'secret']);
    expect(refused.code).not.toBe(0);
    const member = await newUser(acct.accountId, { role: 'member' });
    const denied = await cli(['integration', 'crm', 'list', '--user', String(member.userId)]);
    expect(denied.code).not.toBe(0);
    expect(denied.stderr).toContain('owners and admins');
  });
});
