import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { contacts } from '../../db/schema';
import { createCaller } from '../../trpc/root';
import { fundedAccount, insertContact } from '../../testing/call-fixtures';
import { grantConsent } from '../../testing/consent-fixtures';
import { actorOf } from '../../testing/fixtures';
import { createCampaign, listRecipients, startCampaign } from './service';

// Monday 23 November 2026, 18:00 UTC: 10:00 in California, inside every calling rule for 415 numbers.
const MONDAY_10_PT = new Date('2026-11-23T18:00:00Z');

describe("the dashboard's campaign recipients", () => {
  it("name each recipient's contact beside the number; the REST list keeps its fields", async () => {
    const db = await getDb();
    const acct = await fundedAccount({ balanceCents: 100_000 });
    const maria = await insertContact(acct.accountId, { firstName: 'Maria', lastName: 'Lopez', phones: [{ number: '+14155550131' }] });
    const solo = await insertContact(acct.accountId, { firstName: 'Prince', phones: [{ number: '+14155550132' }] });
    // Someone known by one name only.
    await db.update(contacts).set({ lastName: null }).where(eq(contacts.id, solo));
    const nobody = await insertContact(acct.accountId, { firstName: 'No', lastName: 'Phone' });
    await grantConsent(acct.accountId, ['+14155550131', '+14155550132']);
    const actor = await actorOf(acct.userId);
    const campaign = await createCampaign(db, actor, { name: 'Names', agent_id: acct.agent.id, audience: { contact_ids: [maria, solo, nobody] } }, MONDAY_10_PT);
    await startCampaign(db, actor, campaign.id, MONDAY_10_PT);

    const caller = createCaller({ db, session: { userId: acct.userId } });
    const page = await caller.campaigns.recipients({ id: campaign.id, query: {} });
    expect(page.recipients.map((r) => [r.contact_id, r.contact_name, r.phone_number])).toEqual([
      [maria, 'Maria Lopez', '+14155550131'],
      [solo, 'Prince', '+14155550132'],
      [nobody, 'No Phone', null],
    ]);
    // A contact deleted since keeps its row, without a name.
    await db.delete(contacts).where(eq(contacts.id, maria));
    expect((await caller.campaigns.recipients({ id: campaign.id, query: {} })).recipients[0].contact_name).toBeNull();

    const rest = await listRecipients(db, actor, campaign.id, {});
    expect(rest.recipients.every((r) => !('contact_name' in r))).toBe(true);
  });
});
