import { describe, expect, it } from 'vitest';
import { getDb } from '../db/client';
import { bootstrapAccount } from '../services/accounts/service';
import { verifyCredentials } from './credentials';
import { AuthClient } from '@/app/_testing/auth-client';
import { createCaller } from '../trpc/root';

let seq = 0;
let octet = 0;
const newAddress = () => `203.0.113.${(++octet % 250) + 1}`;

async function user(password = 'first password') {
  const email = `session-${process.pid}-${Date.now().toString(36)}-${++seq}@example.test`;
  const { user_id } = await bootstrapAccount(await getDb(), { email, password, account_name: 'Session Co' }, { withKey: false });
  return { email, userId: user_id, password };
}

async function signedIn(email: string, password: string) {
  const browser = new AuthClient(newAddress());
  expect((await browser.signIn(email, password)).ok).toBe(true);
  const session = await browser.session();
  expect(session?.sessionId).toMatch(/^[0-9a-f]{32}$/);
  return { browser, sessionId: session!.sessionId! };
}

/** The dashboard's procedures as the browser holding this session calls them. */
const dashboard = async (userId: number, sessionId: string) => createCaller({ db: await getDb(), session: { userId, sessionId } });

describe('dashboard sessions', () => {
  it('signing out ends the session on the server: a copy of the cookie is signed out too', async () => {
    const u = await user();
    const { browser } = await signedIn(u.email, u.password);
    const stolen = browser.copy(newAddress());
    expect((await stolen.session())?.user?.id).toBe(String(u.userId));
    await browser.signOut();
    expect(await browser.session()).toBeNull();
    expect(await stolen.session()).toBeNull();
  });

  it('"sign out everywhere" ends every session of the user, and only theirs', async () => {
    const u = await user();
    const other = await user();
    const laptop = await signedIn(u.email, u.password);
    const phone = await signedIn(u.email, u.password);
    const someoneElse = await signedIn(other.email, other.password);
    expect(await (await dashboard(u.userId, laptop.sessionId)).auth.signOutEverywhere()).toEqual({ ended: 2 });
    expect(await laptop.browser.session()).toBeNull();
    expect(await phone.browser.session()).toBeNull();
    expect((await someoneElse.browser.session())?.user?.id).toBe(String(other.userId));
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const u = await user();
    const here = await signedIn(u.email, u.password);
    const elsewhere = await signedIn(u.email, u.password);
    const caller = await dashboard(u.userId, here.sessionId);
    await expect(caller.auth.changePassword({ current_password: 'not it', new_password: 'second password' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await elsewhere.browser.session())?.user?.id).toBe(String(u.userId));

    expect(await caller.auth.changePassword({ current_password: u.password, new_password: 'second password' })).toMatchObject({ ended_sessions: 1 });
    expect((await here.browser.session())?.user?.id).toBe(String(u.userId));
    expect(await elsewhere.browser.session()).toBeNull();
    // (Checked directly: the attempts above already used this minute's sign-ins for the email.)
    expect(await verifyCredentials(await getDb(), u.email, u.password)).toBeNull();
    expect(await verifyCredentials(await getDb(), u.email, 'second password')).toMatchObject({ id: u.userId });
  });
});
