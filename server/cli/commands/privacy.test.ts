import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { drainJobs, insertContact } from '../../testing/call-fixtures';
import { newAccount, newUser } from '../../testing/fixtures';
import { helpText, runCli } from '../run';

describe('CLI: contact erase and export', () => {
  const cli = (...argv: string[]) => runCli(argv, getDb);

  it('exports and erases as the REST API does; a member may export but not erase', async () => {
    const acct = await newAccount();
    const id = await insertContact(acct.accountId, { firstName: 'Odile', lastName: 'Marchetti', email: 'odile@cli.example', phones: [{ number: '+12125550177' }] });
    const member = await newUser(acct.accountId, { role: 'member' });

    const exported = await cli('contact', 'export', '--user', String(acct.userId), '--id', String(id), '--json');
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout)).toMatchObject({ contact: { id, first_name: 'Odile', email: 'odile@cli.example' }, calls: [], messages: [] });

    const refused = await cli('contact', 'erase', '--user', String(member.userId), '--id', String(id));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/owners and admins/);

    const asked = await cli('contact', 'erase', '--user', String(acct.userId), '--id', String(id), '--json');
    expect(asked.code).toBe(0);
    const { erasure } = JSON.parse(asked.stdout);
    expect(erasure).toMatchObject({ status: 'pending', contact_id: id });
    await drainJobs();
    const done = await cli('erasure', 'get', '--user', String(acct.userId), '--id', String(erasure.id));
    expect(done.stdout).toMatch(new RegExp(`erasure ${erasure.id} of contact ${id}: done`));
    expect(done.stdout).toContain('phone_numbers: 1');
    expect((await cli('contact', 'export', '--user', String(acct.userId), '--id', String(id))).code).toBe(1);
    expect(helpText()).toContain('contact erase --user ID|EMAIL --id CONTACT_ID');
    const audit = await cli('audit', 'list', '--account', String(acct.accountId), '--contact', String(id), '--json');
    expect(JSON.parse(audit.stdout).lines.map((l: { action: string }) => l.action)).toEqual(['contact.erased', 'contact.erasure_requested', 'contact.exported']);
  });
});
