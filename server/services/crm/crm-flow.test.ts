import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { GET as listRoute, POST as createRoute } from '@/app/api/v1/integrations/crm/route';
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from '@/app/api/v1/integrations/crm/[connection_id]/route';
import { POST as syncRoute } from '@/app/api/v1/integrations/crm/[connection_id]/sync/route';
import { POST as highLevelWebhook } from '@/app/api/integrations/gohighlevel/webhooks/route';
import { POST as hubSpotWebhook } from '@/app/api/integrations/hubspot/webhooks/route';
import { GET as crmCallback } from '@/app/api/integrations/crm/[provider]/callback/route';
import { swapConfig } from '@/app/_testing/linked-calendars';
import { getDb } from '@/server/db/client';
import { sealSecret } from '@/server/db/encryption';
import { contactPhoneNumbers, contacts, crmConnections, doNotCallChanges, jobs, outboxEvents } from '@/server/db/schema';
import { newAccount, newTeam, newUser, type TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { type HighLevelCrmStandIn, startHighLevelCrmStandIn } from '@/server/testing/stand-ins/crm-gohighlevel';
import { type HubSpotStandIn, startHubSpotStandIn } from '@/server/testing/stand-ins/hubspot';
import { isDoNotCall } from '../compliance/do-not-call';
import { createVariable } from '../context-variables/service';
import { actorOf } from '@/server/testing/fixtures';
import { listCrmConflicts } from './conflicts';
import { CRM_POLL_INTERVAL_MS, queueDueCrmPolls, runCrmImport } from './run-import';
import { getContact } from '../contacts/read';

// CRM connections end to end against stand-ins of HighLevel and HubSpot typed by their official clients: the REST
// doors and their refusals, the resumable import under a rate limit, signed webhooks reaching the do-not-call list.

let ghl: HighLevelCrmStandIn;
let hs: HubSpotStandIn;
let restore: () => void;

beforeAll(async () => {
  [ghl, hs] = await Promise.all([startHighLevelCrmStandIn({ limit: 3, windowMs: 1000 }), startHubSpotStandIn()]);
  restore = swapConfig({ GOHIGHLEVEL_API_BASE_URL: ghl.url, GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY: ghl.rsaPublicKeyPem, ...hs.config() });
});
afterAll(async () => {
  restore();
  await Promise.all([ghl.close(), hs.close()]);
});

const PATH = '/api/v1/integrations/crm';
const one = (id: number) => ({ path: `${PATH}/${id}`, params: { connection_id: String(id) } });
let seq = 0;

async function connectHighLevel(acct: TestAccount) {
  const locationId = `loc-crm-${++seq}`;
  const res = await callRoute(createRoute, { method: 'POST', path: PATH, key: acct.key, body: { provider: 'gohighlevel', gohighlevel: { location_id: locationId, token: ghl.addToken(locationId) } } });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id as number, locationId };
}

const contactsOf = async (accountId: number) => (await getDb()).select().from(contacts).where(eq(contacts.accountId, accountId)).orderBy(contacts.id);

describe('CRM connections over REST', () => {
  it('connects with a token as active, queues the import, and never answers the token', async () => {
    const acct = await newAccount();
    const { id } = await connectHighLevel(acct);
    const got = await callRoute(getRoute, { ...one(id), key: acct.key });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ provider: 'gohighlevel', status: 'active', direction: 'both', counts: { imported: 0, updated: 0, pushed: 0, failed: 0 } });
    expect(got.text).not.toContain('pit-');
    const [row] = await (await getDb()).select().from(crmConnections).where(eq(crmConnections.id, id));
    expect(row.secret).not.toContain('pit-');
    const queued = await (await getDb()).select().from(jobs).where(and(eq(jobs.kind, 'crm.import'), sql`(payload->>'connection_id')::int = ${id}`));
    expect(queued).toHaveLength(1);
    const list = await callRoute(listRoute, { path: PATH, key: acct.key });
    expect(list.body.connections.map((c: { id: number }) => c.id)).toEqual([id]);
  });

  it('answers pending_authorization with an authorization_url when OAuth is configured and no token is given', async () => {
    const acct = await newAccount();
    const res = await callRoute(createRoute, { method: 'POST', path: PATH, key: acct.key, body: { provider: 'hubspot' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body.status).toBe('pending_authorization');
    const asked = new URL(res.body.authorization_url);
    expect(asked.searchParams.get('client_id')).toBe(hs.app.clientId);
    expect(asked.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('completes the grant once on the OAuth return, and refuses a reused or forged state', async () => {
    const acct = await newAccount();
    const begun = await callRoute(createRoute, { method: 'POST', path: PATH, key: acct.key, body: { provider: 'hubspot' } });
    const state = new URL(begun.body.authorization_url).searchParams.get('state')!;
    const back = (q: string) => callRoute(crmCallback, { path: `/api/integrations/crm/hubspot/callback?${q}`, params: { provider: 'hubspot' } });
    const forged = await back(`code=${hs.addCode()}&state=not-the-state`);
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toContain('connect_error=oauth_state_invalid');
    const ok = await back(`code=${hs.addCode()}&state=${state}`);
    expect(ok.headers.get('location')).toContain(`connected=${begun.body.id}`);
    expect((await callRoute(getRoute, { ...one(begun.body.id), key: acct.key })).body.status).toBe('active');
    const again = await back(`code=${hs.addCode()}&state=${state}`);
    expect(again.headers.get('location')).toContain('connect_error=oauth_state_invalid');
  });

  it('refuses a second connection to the same CRM, a member, and another tenant', async () => {
    const acct = await newAccount();
    const { id } = await connectHighLevel(acct);
    const again = await callRoute(createRoute, { method: 'POST', path: PATH, key: acct.key, body: { provider: 'gohighlevel', gohighlevel: { location_id: 'x', token: 't' } } });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('crm_connection_exists');
    const member = await newUser(acct.accountId, { role: 'member' });
    expect((await callRoute(listRoute, { path: PATH, key: member.key })).status).toBe(403);
    const stranger = await newAccount();
    for (const [route, method] of [[getRoute, 'GET'], [patchRoute, 'PATCH'], [deleteRoute, 'DELETE'], [syncRoute, 'POST']] as const) {
      const res = await callRoute(route, { ...one(id), method, key: stranger.key, body: method === 'PATCH' ? { direction: 'from_crm' } : undefined });
      expect(res.status, `${method}: ${res.text}`).toBe(404);
    }
    expect((await callRoute(getRoute, { ...one(id), key: acct.key })).body.direction).toBe('both');
  });

  it('checks the field map against the variables and writes nothing when a line does not fit', async () => {
    const acct = await newAccount();
    const actor = await actorOf(acct.userId);
    const db = await getDb();
    await createVariable(db, actor, { name: 'lead_score', display_name: 'Lead score', variable_type: 'number', context_type: 'contact' });
    await createVariable(db, actor, { name: 'birthday', display_name: 'Birthday', variable_type: 'date', context_type: 'contact' });
    const { id } = await connectHighLevel(acct);
    const bad = await callRoute(patchRoute, {
      ...one(id), method: 'PATCH', key: acct.key,
      body: { field_map: [{ crm_field: 'firstName', contact_field: 'first_name' }, { crm_field: 'email', contact_field: 'context.lead_score' }, { crm_field: 'tags', contact_field: 'city' }, { crm_field: 'x', contact_field: 'context.nope' }, { crm_field: 'y', contact_field: 'shoe_size' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation_error');
    expect(bad.body.details.map((d: { path: string }) => d.path)).toEqual(['field_map.1.contact_field', 'field_map.2.contact_field', 'field_map.3.contact_field', 'field_map.4.contact_field']);
    expect((await callRoute(getRoute, { ...one(id), key: acct.key })).body.field_map).toContainEqual({ crm_field: 'phone', contact_field: 'phone_numbers' });
    const good = await callRoute(patchRoute, {
      ...one(id), method: 'PATCH', key: acct.key,
      body: { direction: 'from_crm', field_map: [{ crm_field: 'firstName', contact_field: 'first_name' }, { crm_field: 'dateOfBirth', contact_field: 'context.birthday' }, { crm_field: 'custom.score', contact_field: 'context.lead_score' }] },
    });
    expect(good.status, good.text).toBe(200);
    expect(good.body.direction).toBe('from_crm');
  });
});

describe('the first import', () => {
  it('imports every page through the field map, waits out 429s, and makes no duplicate when run again', async () => {
    const acct = await newAccount();
    const { id, locationId } = await connectHighLevel(acct);
    for (let i = 0; i < 7; i++) ghl.addContact(locationId, { tags: ['vip'] });
    const db = await getDb();
    // A contact already here with one of the CRM's numbers is matched, not doubled.
    const numbered = [...ghl.contacts.values()].filter((c) => c.locationId === locationId)[2];
    const [mine] = await db.insert(contacts).values({ accountId: acct.accountId, firstName: 'Already here' }).returning();
    await db.insert(contactPhoneNumbers).values({ contactId: mine.id, accountId: acct.accountId, phoneNumber: numbered.phone!, isPrimary: true });
    const refusedBefore = ghl.refusedByLimit();
    expect(await runCrmImport(db, id, { pageSize: 2 })).toBe('done');
    expect(ghl.refusedByLimit()).toBeGreaterThan(refusedBefore);
    const after = await contactsOf(acct.accountId);
    expect(after).toHaveLength(7);
    // Matched by its number and linked; changed here after the CRM's last change, it keeps its own fields (newest wins).
    expect(after.find((c) => c.id === mine.id)).toMatchObject({ externalIds: { gohighlevel: numbered.id }, firstName: 'Already here' });
    expect(new Set(after.map((c) => c.externalIds.gohighlevel)).size).toBe(7);
    const got = (await callRoute(getRoute, { ...one(id), key: acct.key })).body;
    expect(got.counts).toMatchObject({ imported: 6, updated: 0, failed: 0 });
    expect(got.import_done).toBe(true);
    expect((await callRoute(syncRoute, { ...one(id), method: 'POST', key: acct.key })).status).toBe(202);
    await runCrmImport(db, id, { pageSize: 3 });
    expect(await contactsOf(acct.accountId)).toHaveLength(7);
  });

  it("keeps the CRM's side of a conflict in the contact's history: once, and only for a member who sees the contact", async () => {
    const acct = await newAccount();
    const { id, locationId } = await connectHighLevel(acct);
    const crm = ghl.addContact(locationId, { firstName: 'Crm Name', email: 'crm@example.test', tags: ['vip'] });
    const db = await getDb();
    const [mine] = await db.insert(contacts).values({ accountId: acct.accountId, firstName: 'Here Name', email: 'crm@example.test' }).returning();
    await db.insert(contactPhoneNumbers).values({ contactId: mine.id, accountId: acct.accountId, phoneNumber: crm.phone!, isPrimary: true });
    expect(await runCrmImport(db, id, { pageSize: 5 })).toBe('done');

    const owner = await actorOf(acct.userId);
    const { conflicts } = await listCrmConflicts(db, owner, mine.id);
    expect(conflicts).toEqual([{
      id: expect.any(Number), provider: 'gohighlevel', crm_updated_at: crm.dateUpdated!.replace(/\.\d{3}Z$/, 'Z'),
      contact_updated_at: expect.any(String), created_at: expect.any(String),
      // The email agreed; the names and the tags did not (there is no last name here), and stay as they were here.
      fields: { first_name: 'Crm Name', last_name: crm.lastName, tags: ['vip'] },
    }]);
    expect((await getContact(db, owner, mine.id)).first_name).toBe('Here Name');

    // The same CRM change read again (a new sync pass) is not kept twice.
    expect((await callRoute(syncRoute, { ...one(id), method: 'POST', key: acct.key })).status).toBe(202);
    await runCrmImport(db, id, { pageSize: 5 });
    expect((await listCrmConflicts(db, owner, mine.id)).conflicts).toHaveLength(1);
    // A contact the CRM changed last takes its values, and leaves no conflict.
    const others = (await contactsOf(acct.accountId)).filter((c) => c.id !== mine.id);
    for (const c of others) expect((await listCrmConflicts(db, owner, c.id)).conflicts).toEqual([]);

    // A member outside the contact's team is not told of it; another tenant neither.
    const team = await newTeam(acct.accountId, 'Hidden');
    await db.update(contacts).set({ teamId: team }).where(eq(contacts.id, mine.id));
    const member = await newUser(acct.accountId, { role: 'member' });
    await expect(listCrmConflicts(db, await actorOf(member.userId), mine.id)).rejects.toMatchObject({ code: 'not_found' });
    const stranger = await newAccount();
    await expect(listCrmConflicts(db, await actorOf(stranger.userId), mine.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('resumes from the saved cursor after a failure, and marks a refused token needs_reauth with one failing event', async () => {
    const acct = await newAccount();
    const { id, locationId } = await connectHighLevel(acct);
    for (let i = 0; i < 4; i++) ghl.addContact(locationId);
    const db = await getDb();
    // A page, then the CRM fails: the first page stays, its cursor saved.
    const first = runCrmImport(db, id, { pageSize: 2, budgetMs: 0 });
    expect(await first).toBe('continued');
    const [mid] = await db.select().from(crmConnections).where(eq(crmConnections.id, id));
    expect(mid.importCursor).not.toBeNull();
    ghl.failNext(500);
    await expect(runCrmImport(db, id, { pageSize: 2 })).rejects.toThrow();
    expect(await runCrmImport(db, id, { pageSize: 2 })).toBe('done');
    expect(await contactsOf(acct.accountId)).toHaveLength(4);
    await db.update(crmConnections).set({ importCursor: null }).where(eq(crmConnections.id, id));
    ghl.failNext(401);
    expect(await runCrmImport(db, id, { pageSize: 2 })).toBe('stopped');
    const [row] = await db.select().from(crmConnections).where(eq(crmConnections.id, id));
    expect(row.status).toBe('needs_reauth');
    const events = await db.select().from(outboxEvents).where(and(eq(outboxEvents.accountId, acct.accountId), eq(outboxEvents.eventType, 'crm_connection.failing')));
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({ crm_connection: { id, provider: 'gohighlevel', status: 'needs_reauth' } });
  });

  it('refreshes an expired HubSpot access token and imports with the new one', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const grant = hs.expiredGrant();
    const [row] = await db.insert(crmConnections).values({
      accountId: acct.accountId, provider: 'hubspot', status: 'active', fieldMap: [{ crm_field: 'firstname', contact_field: 'first_name' }, { crm_field: 'phone', contact_field: 'phone_numbers' }],
      secret: sealSecret(JSON.stringify({ kind: 'oauth', accessToken: grant.accessToken, refreshToken: grant.refreshToken, expiresAt: new Date(Date.now() - 1000).toISOString() })),
    }).returning();
    const c = hs.addContact({ firstname: 'Refreshed' });
    expect(await runCrmImport(db, row.id)).toBe('done');
    const mine = await contactsOf(acct.accountId);
    expect(mine.map((m) => [m.firstName, m.externalIds.hubspot])).toContainEqual(['Refreshed', c.id]);
    const [after] = await db.select().from(crmConnections).where(eq(crmConnections.id, row.id));
    expect(after.secret).not.toContain(grant.refreshToken);
  });
});

describe('the polling floor', () => {
  it("reads a connection again from the start an interval after its import ended, bringing a change whose webhook was lost, queued once", async () => {
    const acct = await newAccount();
    const { id, locationId } = await connectHighLevel(acct);
    const crm = ghl.addContact(locationId, { firstName: 'Before' });
    const db = await getDb();
    const started = new Date();
    expect(await runCrmImport(db, id, { now: started })).toBe('done');
    const [row] = await db.select().from(crmConnections).where(eq(crmConnections.id, id));
    expect(row.nextPollAt.getTime()).toBe(started.getTime() + CRM_POLL_INTERVAL_MS);
    const importJobs = async () => (await db.select().from(jobs)
      .where(and(eq(jobs.kind, 'crm.import'), sql`(payload->>'connection_id')::int = ${id}`, sql`${jobs.doneAt} is null`))).length;
    // The import job queued at creation is still there (run directly here): no poll while an import is queued.
    await db.update(jobs).set({ doneAt: new Date() }).where(and(eq(jobs.kind, 'crm.import'), sql`(payload->>'connection_id')::int = ${id}`));
    const mine = async (at: Date) => {
      await queueDueCrmPolls(db, at);
      return importJobs();
    };
    expect(await mine(new Date(started.getTime() + CRM_POLL_INTERVAL_MS - 1000))).toBe(0);

    // The CRM changes the contact; its webhook never comes.
    Object.assign(ghl.contacts.get(crm.id!)!, { firstName: 'After', dateUpdated: new Date(Date.now() + 60_000).toISOString() });
    const due = new Date(started.getTime() + CRM_POLL_INTERVAL_MS + 1000);
    await Promise.all([queueDueCrmPolls(db, due), queueDueCrmPolls(db, due)]);
    expect(await importJobs()).toBe(1);
    expect(await mine(due)).toBe(1);
    const [claimed] = await db.select().from(crmConnections).where(eq(crmConnections.id, id));
    expect(claimed.importCursor).toBeNull();
    expect(await runCrmImport(db, id, { now: due })).toBe('done');
    const [here] = (await contactsOf(acct.accountId)).filter((c) => c.externalIds.gohighlevel === crm.id);
    expect(here.firstName).toBe('After');
  });
});

describe('webhooks in', () => {
  const ghlEvent = (locationId: string, extra: Record<string, unknown> = {}) => ({
    type: 'ContactDndUpdate', locationId, id: `ghl-hook-${++seq}`, firstName: 'Dana', phone: `+1503555${String(1000 + seq)}`,
    dndSettings: { Call: { status: 'active' } }, timestamp: new Date().toISOString(), webhookId: crypto.randomUUID(), ...extra,
  });
  const postGhl = (raw: string, headers: Record<string, string>) =>
    callRoute(highLevelWebhook, { method: 'POST', path: '/api/integrations/gohighlevel/webhooks', rawBody: raw, headers });

  it('puts a HighLevel DND on calls on the do-not-call list (source crm) at once', async () => {
    const acct = await newAccount();
    const { locationId } = await connectHighLevel(acct);
    const event = ghlEvent(locationId);
    const { raw, headers } = ghl.signedWebhook(event);
    const res = await postGhl(raw, headers);
    expect(res.status, res.text).toBe(202);
    const db = await getDb();
    expect(await isDoNotCall(db, acct.accountId, event.phone)).toBe(true);
    const changes = await db.select().from(doNotCallChanges).where(eq(doNotCallChanges.accountId, acct.accountId));
    expect(changes.map((c) => [c.number, c.source])).toEqual([[event.phone, 'crm']]);
    // The same webhook again is a replay: refused, nothing more written.
    expect((await postGhl(raw, headers)).status).toBe(401);
  });

  it('refuses a forged, a stale, and an unsigned HighLevel webhook, writing nothing', async () => {
    const acct = await newAccount();
    const { locationId } = await connectHighLevel(acct);
    const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = ghl.signedWebhook(ghlEvent(locationId), { key: forger.privateKey });
    const stale = ghl.signedWebhook(ghlEvent(locationId, { timestamp: new Date(Date.now() - 6 * 60_000).toISOString() }));
    const unsigned = ghl.signedWebhook(ghlEvent(locationId));
    for (const [raw, headers] of [[forged.raw, forged.headers], [stale.raw, stale.headers], [unsigned.raw, { 'content-type': 'application/json' }]] as const) {
      const res = await postGhl(raw, headers);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('invalid_crm_webhook');
    }
    expect(await contactsOf(acct.accountId)).toHaveLength(0);
  });

  it('reads the HubSpot contact a signed webhook names, and refuses a forged or stale one', async () => {
    const acct = await newAccount();
    const portal = String(700000 + ++seq);
    const created = await callRoute(createRoute, { method: 'POST', path: PATH, key: acct.key, body: { provider: 'hubspot', hubspot: { token: hs.addToken(), portal_id: portal } } });
    expect(created.status, created.text).toBe(201);
    const c = hs.addContact({ firstname: 'Opted', do_not_call: 'true' });
    const target = 'http://localhost/api/integrations/hubspot/webhooks';
    const events = [{ eventId: 1, subscriptionId: 5, portalId: Number(portal), appId: 9, occurredAt: Date.now(), subscriptionType: 'contact.propertyChange', attemptNumber: 0, objectId: Number(c.id), propertyName: 'do_not_call', propertyValue: 'true', changeSource: 'CRM_UI' }];
    const post = (s: { raw: string; headers: Record<string, string> }) => callRoute(hubSpotWebhook, { method: 'POST', path: '/api/integrations/hubspot/webhooks', rawBody: s.raw, headers: s.headers });
    expect((await post(hs.signedWebhook(events, target, { secret: 'not-the-secret' }))).status).toBe(401);
    expect((await post(hs.signedWebhook(events, target, { timestamp: Date.now() - 6 * 60_000 }))).status).toBe(401);
    expect(await contactsOf(acct.accountId)).toHaveLength(0);
    const ok = await post(hs.signedWebhook(events, target));
    expect(ok.status, ok.text).toBe(202);
    const db = await getDb();
    const [mine] = await contactsOf(acct.accountId);
    expect(mine.externalIds).toEqual({ hubspot: c.id });
    expect((await getContact(db, await actorOf(acct.userId), mine.id)).external_ids).toEqual({ hubspot: c.id });
    expect(await isDoNotCall(db, acct.accountId, c.properties.phone!)).toBe(true);
  });

  it('drops the link when the CRM deletes a contact, keeping the contact and its opt-out', async () => {
    const acct = await newAccount();
    const { locationId } = await connectHighLevel(acct);
    const event = ghlEvent(locationId);
    await postGhl(...Object.values(ghl.signedWebhook(event)) as [string, Record<string, string>]);
    const del = ghl.signedWebhook({ type: 'ContactDelete', locationId, id: event.id, timestamp: new Date().toISOString(), webhookId: crypto.randomUUID() });
    expect((await postGhl(del.raw, del.headers)).status).toBe(202);
    const [mine] = await contactsOf(acct.accountId);
    expect(mine.externalIds).toEqual({});
    expect(await isDoNotCall(await getDb(), acct.accountId, event.phone)).toBe(true);
  });
});
