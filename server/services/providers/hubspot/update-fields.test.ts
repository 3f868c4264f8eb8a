import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swapConfig } from '@/app/_testing/linked-calendars';
import { type HubSpotStandIn, startHubSpotStandIn } from '@/server/testing/stand-ins/hubspot';
import { hubspotCrm } from './crm';

// A call's analysis values reach HubSpot as the contact's properties, through @hubspot/api-client's update.

let hs: HubSpotStandIn;
let restore: () => void;
beforeAll(async () => {
  hs = await startHubSpotStandIn();
  restore = swapConfig(hs.config());
});
afterAll(async () => {
  restore();
  await hs.close();
});

describe("HubSpot's field write", () => {
  it('sets the named properties as strings, leaves the others, and sends nothing for names that are not HubSpot\'s', async () => {
    const contact = hs.addContact({ city: 'Reno' });
    const credentials = { kind: 'token', token: hs.addToken() } as const;
    await hubspotCrm.updateFields(credentials, contact.id, { lead_score: 87, city: 'Austin', vip: true, 'custom.abc': 'x' });
    expect(hs.contacts.get(contact.id)!.properties).toMatchObject({ lead_score: '87', city: 'Austin', vip: 'true', firstname: contact.properties.firstname });
    expect(hs.contacts.get(contact.id)!.properties).not.toHaveProperty('custom.abc');
    const before = hs.updates.length;
    await hubspotCrm.updateFields(credentials, contact.id, { 'custom.abc': 'x' });
    expect(hs.updates.length).toBe(before);
  });
});
