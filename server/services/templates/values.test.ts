import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { actorOf, newAccount, newTeam, newUser } from '../../testing/fixtures';
import { insertContact } from '../../testing/call-fixtures';
import { businessTemplateValues, templateValues } from './values';

describe('template values', () => {
  it("gives a visible contact's values and the account's business values", async () => {
    const db = await getDb();
    const acct = await newAccount('Acme Dental');
    const owner = await actorOf(acct.userId);
    const id = await insertContact(acct.accountId, { firstName: 'Ada', lastName: 'Lovelace', phones: [{ number: '+14155550123' }] });

    const values = await templateValues(db, owner, { contact_id: id });
    expect(values.contact).toMatchObject({ first_name: 'Ada', full_name: 'Ada Lovelace', phone_number: '+14155550123' });
    expect(values.business).toMatchObject({ name: 'Acme Dental' });
    // A San Francisco number: California asks every party's consent to the recording.
    expect(values.overrides).toEqual({
      disclosure: 'This is an AI assistant for Acme Dental. This call is recorded; if you do not agree to the recording, say so and I will end the call.',
    });
    expect(await templateValues(db, owner, {})).toEqual({ contact: {}, business: values.business, overrides: { disclosure: expect.stringContaining('AI assistant') } });
    expect(await templateValues(db, owner, { contact_id: null })).toEqual({ contact: {}, business: values.business, overrides: { disclosure: expect.stringContaining('AI assistant') } });
    expect(await businessTemplateValues(db, owner)).toEqual(values.business);
  });

  it('answers not_found for a contact the actor cannot see', async () => {
    const db = await getDb();
    const acct = await newAccount();
    const stranger = await newAccount();
    const team = await newTeam(acct.accountId, 'Closed');
    const member = await newUser(acct.accountId);
    const hidden = await insertContact(acct.accountId, { teamId: team });
    const theirs = await insertContact(stranger.accountId);

    await expect(templateValues(db, await actorOf(acct.userId), { contact_id: theirs })).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(templateValues(db, await actorOf(member.userId), { contact_id: hidden })).rejects.toMatchObject({ code: 'not_found' });
    await expect(templateValues(db, await actorOf(acct.userId), { contact_id: -1 })).rejects.toMatchObject({ code: 'validation_error' });
  });
});
