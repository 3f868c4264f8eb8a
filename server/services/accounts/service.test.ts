import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { actorOf, newAccount, newUser } from '../../testing/fixtures';
import { listMembers, listTeams } from './directory';
import { addMember, addTeam, listApiKeys, signUp } from './service';

let seq = 0;
const email = () => `accounts-${process.pid}-${Date.now().toString(36)}-${++seq}@example.test`;

describe('accounts service', () => {
  it('signs up an account and its owner without a key, and refuses a taken email with email_taken', async () => {
    const db = await getDb();
    const address = email();
    const created = await signUp(db, { email: address, password: 'correct horse', account_name: 'Acme Dental' });
    const owner = await actorOf(created.user_id);
    expect(owner).toMatchObject({ accountId: created.account_id, role: 'owner' });
    expect(await listApiKeys(db, owner)).toEqual([]);
    await expect(signUp(db, { email: address.toUpperCase(), password: 'another one', account_name: 'Again' })).rejects.toMatchObject({
      status: 409,
      code: 'email_taken',
    });
    await expect(signUp(db, { email: email(), password: 'short', account_name: 'X' })).rejects.toMatchObject({ code: 'validation_error' });
  });

  it('lets owners add any role, admins add admins and members, and members add no one', async () => {
    const db = await getDb();
    const acct = await newAccount();
    const owner = await actorOf(acct.userId);
    const admin = await actorOf((await newUser(acct.accountId, { role: 'admin' })).userId);
    const member = await actorOf((await newUser(acct.accountId, { role: 'member' })).userId);

    await expect(addMember(db, member, { email: email(), role: 'member' })).rejects.toMatchObject({ status: 403, code: 'permission_denied' });
    await expect(addMember(db, admin, { email: email(), role: 'owner' })).rejects.toMatchObject({
      code: 'permission_denied',
      message: 'Only owners can add another owner.',
    });
    const byAdmin = await addMember(db, admin, { email: email(), role: 'admin' });
    const byOwner = await addMember(db, owner, { email: email(), role: 'owner' });
    const defaulted = await addMember(db, admin, { email: email() });

    const roles = new Map((await listMembers(db, owner)).map((m) => [m.id, m.role]));
    expect(roles.get(byAdmin.user_id)).toBe('admin');
    expect(roles.get(byOwner.user_id)).toBe('owner');
    expect(roles.get(defaulted.user_id)).toBe('member');
  });

  it('adds teams for owners and admins only, with members of the account only', async () => {
    const db = await getDb();
    const acct = await newAccount();
    const other = await newAccount();
    const admin = await actorOf((await newUser(acct.accountId, { role: 'admin' })).userId);
    const member = await newUser(acct.accountId, { role: 'member' });

    await expect(addTeam(db, await actorOf(member.userId), { name: 'Nope' })).rejects.toMatchObject({ code: 'permission_denied' });
    await expect(addTeam(db, admin, { name: 'Foreign', member_ids: [other.userId] })).rejects.toMatchObject({ status: 404, code: 'not_found' });
    const { team_id } = await addTeam(db, admin, { name: 'Sales', member_ids: [member.userId] });
    const teams = await listTeams(db, await actorOf(acct.userId));
    expect(teams.find((t) => t.id === team_id)).toMatchObject({ name: 'Sales', member_count: 1 });
    expect(teams.map((t) => t.name)).not.toContain('Foreign');
  });
});
