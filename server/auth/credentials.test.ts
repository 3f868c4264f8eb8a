import { describe, expect, it } from 'vitest';
import { getDb } from '../db/client';
import { bootstrapAccount } from '../services/accounts/service';
import { verifyCredentials } from './credentials';

describe('verifyCredentials', () => {
  it('accepts the right password whatever the email case, and nothing else', async () => {
    const db = await getDb();
    const email = `cred-${process.pid}-${Date.now()}@example.test`;
    const { user_id } = await bootstrapAccount(db, { email, password: 'right password', account_name: 'Cred Co' }, { withKey: false });
    expect(await verifyCredentials(db, email.toUpperCase(), 'right password')).toMatchObject({ id: user_id, email });
    expect(await verifyCredentials(db, email, 'wrong password')).toBeNull();
    expect(await verifyCredentials(db, `nobody-${email}`, 'right password')).toBeNull();
    expect(await verifyCredentials(db, 'not an email', 'right password')).toBeNull();
    expect(await verifyCredentials(db, email, '')).toBeNull();
    expect(await verifyCredentials(db, email, { toString: () => 'right password' })).toBeNull();
  });

  it('refuses a user without a password (made by the CLI)', async () => {
    const db = await getDb();
    const email = `nopass-${process.pid}-${Date.now()}@example.test`;
    await bootstrapAccount(db, { email, account_name: 'No Pass' }, { withKey: false });
    expect(await verifyCredentials(db, email, 'anything at all')).toBeNull();
  });
});
