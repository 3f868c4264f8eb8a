import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { actorOf } from '../../testing/fixtures';
import { getCallingSettings } from '../compliance/settings';
import { bootstrapAccount, signUp } from './service';

// Whether a direct API call is held to the consent its purpose needs (enforce_consent_on_api_calls): an account made
// in the dashboard judges it as its campaigns do; the operator's bootstrap, which contract clients use, keeps the
// contract's default (off); an account's stored setting is never changed by either.

let seq = 0;
const email = () => `consent-default-${process.pid}-${Date.now().toString(36)}-${++seq}@example.test`;

const enforced = async (userId: number) =>
  (await getCallingSettings(await getDb(), await actorOf(userId))).enforce_consent_on_api_calls;

describe('enforce_consent_on_api_calls for a new account', () => {
  it('is on for an account signed up in the dashboard', async () => {
    const created = await signUp(await getDb(), { email: email(), password: 'correct horse', account_name: 'Bella Dental' });
    expect(await enforced(created.user_id)).toBe(true);
  });

  it("is off (the contract's default) for an account the operator bootstraps", async () => {
    const made = await bootstrapAccount(await getDb(), { email: email(), password: 'correct horse', account_name: 'Contract client' });
    expect(await enforced(made.user_id)).toBe(false);
    expect(made.api_key).toMatch(/\S/);
  });
});
