import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as listRoute, POST as createRoute } from '@/app/api/v1/calendar/connections/route';
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from '@/app/api/v1/calendar/connections/[connection_id]/route';
import { POST as reconnectRoute } from '@/app/api/v1/calendar/connections/[connection_id]/reconnect/route';
import { POST as syncRoute } from '@/app/api/v1/calendar/connections/[connection_id]/sync/route';
import { POST as googlePush } from '@/app/api/integrations/google/push/route';
import { POST as highLevelWebhook } from '@/app/api/integrations/gohighlevel/webhooks/route';
import { getDb } from '@/server/db/client';
import { calendarOauthStates, linkedCalendars } from '@/server/db/schema';
import { resolver } from '@/server/services/webhooks/url-guard';
import { keyWith, newAccount, newUser } from '@/server/testing/fixtures';
import { callRoute, type CallOptions } from '@/server/testing/http';
import {
  calendarsOfConnection, connectionRow, connectionsOf, grantAsked, returnFrom, swapConfig,
} from '@/app/_testing/linked-calendars';
import { startGraphStandIn, type GraphStandIn } from '@/server/testing/stand-ins/microsoft-graph';
import { startHighLevelStandIn, type HighLevelStandIn } from '@/server/testing/stand-ins/gohighlevel';

// The connection routes against callers they must refuse and bodies they must not store: other tenants, other
// users, keys without the permission, broken and hostile bodies, CalDAV addresses inside the network, calendars of
// another connection. Every refusal is a 4xx and leaves the database as it was.

let graph: GraphStandIn;
let ghl: HighLevelStandIn;
let restore: () => void;

beforeAll(async () => {
  [graph, ghl] = await Promise.all([startGraphStandIn(), startHighLevelStandIn()]);
  restore = swapConfig({ ...graph.config, ...ghl.config() });
});
afterAll(async () => {
  restore();
  await Promise.all([graph.close(), ghl.close()]);
});

let seq = 0;
const PATH = '/api/v1/calendar/connections';
const create = (key: string, body: unknown, extra: Partial<CallOptions> = {}) => callRoute(createRoute, { method: 'POST', path: PATH, key, body, ...extra });
const one = (id: number) => ({ path: `${PATH}/${id}`, params: { connection_id: String(id) } });

/** A HighLevel location linked by a private token: an active connection with two calendars, made in one request. */
async function highLevelLink(key: string, extra: Record<string, unknown> = {}) {
  const locationId = `loc-sec-${++seq}`;
  ghl.addLocation({ id: locationId, name: `Location ${seq}` });
  ghl.addCalendar(locationId, 'Bookings');
  ghl.addCalendar(locationId, 'Walk-ins');
  const res = await create(key, { provider: 'gohighlevel', gohighlevel: { location_id: locationId, token: ghl.addPrivateToken(locationId) }, ...extra });
  expect(res.status).toBe(201);
  return res.body as { id: number; user_id: number; calendars: { id: number; write_target: boolean }[] };
}

async function outlookLink(key: string): Promise<number> {
  const created = await create(key, { provider: 'outlook' });
  const asked = grantAsked(created.body.authorization_url);
  const code = graph.authorize({ codeChallenge: asked.codeChallenge, redirectUri: asked.redirectUri, email: `sec-${++seq}@contoso.example` });
  return Number((await returnFrom('outlook', { code, state: asked.state })).linked);
}

/** Everything a refused request could have written for the account: connections, calendars, grant states. */
async function writtenFor(accountId: number) {
  const db = await getDb();
  const [conns, cals, states] = await Promise.all([
    connectionsOf(accountId),
    db.select().from(linkedCalendars).where(eq(linkedCalendars.accountId, accountId)),
    db.select().from(calendarOauthStates).where(eq(calendarOauthStates.accountId, accountId)),
  ]);
  return { conns, cals, states };
}

describe('another tenant', () => {
  it("cannot read, change, sync, reconnect or delete a connection: 404, and it stays as it was", async () => {
    const owner = await newAccount('Owner Co');
    const stranger = await newAccount('Stranger Co');
    const linked = await highLevelLink(owner.key);
    const before = await writtenFor(owner.accountId);
    const attempts = [
      callRoute(getRoute, { ...one(linked.id), key: stranger.key }),
      callRoute(patchRoute, { ...one(linked.id), method: 'PATCH', key: stranger.key, body: { calendars: [{ id: linked.calendars[0].id, busy_source: false }] } }),
      callRoute(syncRoute, { ...one(linked.id), path: `${PATH}/${linked.id}/sync`, method: 'POST', key: stranger.key }),
      callRoute(reconnectRoute, { ...one(linked.id), path: `${PATH}/${linked.id}/reconnect`, method: 'POST', key: stranger.key }),
      callRoute(deleteRoute, { ...one(linked.id), method: 'DELETE', key: stranger.key }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('not_found');
    }
    const listed = await callRoute(listRoute, { path: PATH, key: stranger.key });
    expect(listed.body.connections).toEqual([]);
    expect(await writtenFor(owner.accountId)).toEqual(before);
    // An owner naming a user of another account: 404 as well, nothing linked.
    const foreignUser = await create(owner.key, { provider: 'outlook', user_id: stranger.userId });
    expect(foreignUser.status).toBe(404);
    expect(await writtenFor(owner.accountId)).toEqual(before);
    expect(await writtenFor(stranger.accountId)).toEqual({ conns: [], cals: [], states: [] });
  });
});

describe('users of one account', () => {
  it("a member naming another user is 403 permission_denied; an owner may link for a member", async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const refused = await create(member.key, { provider: 'outlook', user_id: acct.userId });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('permission_denied');
    const listed = await callRoute(listRoute, { path: `${PATH}?user_id=${acct.userId}`, key: member.key });
    expect(listed.status).toBe(403);
    expect(listed.body.error).toBe('permission_denied');
    expect(await writtenFor(acct.accountId)).toEqual({ conns: [], cals: [], states: [] });

    const forMember = await highLevelLink(acct.key, { user_id: member.userId });
    expect(forMember.user_id).toBe(member.userId);
    expect((await callRoute(listRoute, { path: PATH, key: member.key })).body.connections).toHaveLength(1);
    // The member's own: theirs to see; the owner's: not.
    const ownersOwn = await highLevelLink(acct.key);
    expect((await callRoute(getRoute, { ...one(forMember.id), key: member.key })).status).toBe(200);
    expect((await callRoute(getRoute, { ...one(ownersOwn.id), key: member.key })).status).toBe(404);
    expect((await callRoute(deleteRoute, { ...one(ownersOwn.id), method: 'DELETE', key: member.key })).status).toBe(404);
    expect(await connectionRow(ownersOwn.id)).toBeDefined();
  });

  it('a key without can_write_calendar is 403 on POST, PATCH, DELETE, sync and reconnect, writing nothing', async () => {
    const acct = await newAccount();
    const linked = await highLevelLink(acct.key);
    const readOnly = await keyWith(acct.userId, ['can_read_calendar']);
    const before = await writtenFor(acct.accountId);
    const attempts = await Promise.all([
      create(readOnly, { provider: 'outlook' }),
      callRoute(patchRoute, { ...one(linked.id), method: 'PATCH', key: readOnly, body: { calendars: [{ id: linked.calendars[1].id, write_target: true }] } }),
      callRoute(deleteRoute, { ...one(linked.id), method: 'DELETE', key: readOnly }),
      callRoute(syncRoute, { ...one(linked.id), path: `${PATH}/${linked.id}/sync`, method: 'POST', key: readOnly }),
      callRoute(reconnectRoute, { ...one(linked.id), path: `${PATH}/${linked.id}/reconnect`, method: 'POST', key: readOnly }),
    ]);
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('permission_denied');
    }
    expect(await writtenFor(acct.accountId)).toEqual(before);
    expect((await callRoute(getRoute, { ...one(linked.id), key: readOnly })).status).toBe(200);
    const noCalendar = await keyWith(acct.userId, ['can_write_calendar']);
    expect((await callRoute(listRoute, { path: PATH, key: noCalendar })).status).toBe(403);
  });
});

describe('bodies that must not be stored', () => {
  const MIB = 1024 * 1024;
  const cases: [string, Partial<CallOptions>, number, string][] = [
    ['broken JSON', { rawBody: '{"provider": "caldav", ' }, 400, 'invalid_json'],
    ['a JSON array', { rawBody: '[{"provider":"caldav"}]' }, 400, 'invalid_json'],
    ['bytes that are not UTF-8', { rawBody: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }, 400, 'invalid_json'],
    ['a NUL in the username', { body: { provider: 'caldav', caldav: { server_url: 'https://dav.example.com/', username: 'ana\u0000', password: 'pw' } } }, 400, 'validation_error'],
    ['a NUL in a HighLevel token', { body: { provider: 'gohighlevel', gohighlevel: { location_id: 'loc', token: 'pit-\u0000' } } }, 400, 'validation_error'],
    ['a NUL in a key', { body: { provider: 'outlook', 'x\u0000': 1 } }, 400, 'validation_error'],
    ['an unknown provider', { body: { provider: 'yahoo' } }, 400, 'validation_error'],
    ['caldav without its credentials', { body: { provider: 'caldav' } }, 400, 'missing_parameter'],
    ['a password past its limit', { body: { provider: 'caldav', caldav: { server_url: 'https://dav.example.com/', username: 'a', password: 'p'.repeat(1001) } } }, 400, 'validation_error'],
    ['a body past 1 MiB', { rawBody: JSON.stringify({ provider: 'caldav', caldav: { server_url: 'https://dav.example.com/', username: 'a', password: 'p'.repeat(MIB + 10) } }) }, 413, 'payload_too_large'],
  ];
  it.each(cases)('POST with %s: %i %s', async (_what, opts, status, code) => {
    const acct = await newAccount();
    const res = await create(acct.key, undefined, opts);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(code);
    expect(await writtenFor(acct.accountId)).toEqual({ conns: [], cals: [], states: [] });
  });

  it('PATCH with broken JSON, a NUL or a huge body is 4xx and changes no toggle', async () => {
    const acct = await newAccount();
    const linked = await highLevelLink(acct.key);
    const before = await writtenFor(acct.accountId);
    const bodies: Partial<CallOptions>[] = [
      { rawBody: '{"calendars": [' },
      { body: { calendars: [{ id: linked.calendars[0].id, busy_source: true, 'k\u0000': true }] } },
      { body: { calendars: [] } },
      { body: { calendars: [{ id: 'one', busy_source: true }] } },
      { body: { calendars: [{ id: linked.calendars[0].id, busy_source: 'yes' }] } },
      { rawBody: JSON.stringify({ calendars: [{ id: linked.calendars[0].id, busy_source: true }], pad: 'x'.repeat(MIB) }) },
    ];
    for (const b of bodies) {
      const res = await callRoute(patchRoute, { ...one(linked.id), method: 'PATCH', key: acct.key, ...b });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await writtenFor(acct.accountId)).toEqual(before);
  });

  it('path ids that are not ids are 4xx', async () => {
    const acct = await newAccount();
    for (const id of ['abc', '-1', '1e3', '99999999999999999999', '0']) {
      const res = await callRoute(getRoute, { path: `${PATH}/${id}`, params: { connection_id: id }, key: acct.key });
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
  });

  it('the public integration routes answer junk with 4xx, never 5xx', async () => {
    const huge = 'x'.repeat(2 * MIB);
    const answers = await Promise.all([
      callRoute(googlePush, { method: 'POST', path: '/api/integrations/google/push', rawBody: huge, headers: { 'x-goog-channel-id': 'c', 'x-goog-channel-token': 't' } }),
      callRoute(googlePush, { method: 'POST', path: '/api/integrations/google/push', headers: { 'x-goog-channel-id': 'c'.repeat(5000), 'x-goog-channel-token': '\u00ff' } }),
      callRoute(highLevelWebhook, { method: 'POST', path: '/api/integrations/gohighlevel/webhooks', rawBody: new Uint8Array([0xff, 0xfe, 0x00]), headers: { 'x-ghl-signature': 'AAAA' } }),
      callRoute(highLevelWebhook, { method: 'POST', path: '/api/integrations/gohighlevel/webhooks', rawBody: '{"type":"AppointmentCreate"}', headers: { 'x-ghl-signature': '%%%not base64%%%' } }),
    ]);
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(answers[0].status).toBe(413);
    for (const query of [{ code: 'a\u0000b', state: 's\u0000' }, { code: 'c'.repeat(10_000), state: 's'.repeat(10_000) }, { error: '\u0000'.repeat(50), state: 'q' }]) {
      const back = await returnFrom('google', query);
      expect(back.status).toBe(303);
      expect(back.linkError).toBe('oauth_state_invalid');
    }
  });
});

describe('CalDAV servers inside the network', () => {
  it.each([
    'http://127.0.0.1:5232/',
    'https://10.0.0.5/dav/',
    'https://169.254.169.254/latest/',
    'https://[::1]/',
    'https://localhost/',
    'https://dav.inside.example/',
  ])('%s with private addresses refused: 400 calendar_connection_failed, nothing written', async (serverUrl) => {
    const acct = await newAccount();
    const back = swapConfig({ ALLOW_PRIVATE_WEBHOOK_URLS: false });
    const lookupAll = resolver.lookupAll;
    // A public-looking name that resolves into the network.
    resolver.lookupAll = async (host) => (host === 'dav.inside.example' ? [{ address: '192.168.1.10', family: 4 }] : lookupAll(host));
    try {
      const res = await create(acct.key, { provider: 'caldav', caldav: { server_url: serverUrl, username: 'u', password: 'p' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('calendar_connection_failed');
      expect(res.body.message).toMatch(/server_url/);
    } finally {
      resolver.lookupAll = lookupAll;
      back();
    }
    expect(await writtenFor(acct.accountId)).toEqual({ conns: [], cals: [], states: [] });
  });
});

describe("PATCH of a connection's calendars", () => {
  it('refuses a calendar of another connection (400 validation_error naming it), changing nothing', async () => {
    const acct = await newAccount();
    const a = await highLevelLink(acct.key);
    const b = await highLevelLink(acct.key);
    const stranger = await highLevelLink((await newAccount()).key);
    const before = await writtenFor(acct.accountId);
    for (const foreign of [b.calendars[0].id, stranger.calendars[0].id, 2_000_000_000]) {
      const res = await callRoute(patchRoute, {
        ...one(a.id), method: 'PATCH', key: acct.key,
        body: { calendars: [{ id: a.calendars[0].id, busy_source: true }, { id: foreign, write_target: true }] },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_error');
      expect(res.body.details).toEqual([expect.objectContaining({ path: 'calendars.1.id' })]);
    }
    expect(await writtenFor(acct.accountId)).toEqual(before);
  });

  it('moves the write target, so a person has one, across connections too', async () => {
    const acct = await newAccount();
    const outlook = await outlookLink(acct.key);
    const [primary, team] = await calendarsOfConnection(outlook);
    expect([primary.writeTarget, team.writeTarget]).toEqual([true, false]);
    const targets = async () => (await (await getDb()).select().from(linkedCalendars).where(eq(linkedCalendars.userId, acct.userId)))
      .filter((c) => c.writeTarget).map((c) => c.id);

    const moved = await callRoute(patchRoute, { ...one(outlook), method: 'PATCH', key: acct.key, body: { calendars: [{ id: team.id, write_target: true, busy_source: true }] } });
    expect(moved.status).toBe(200);
    expect(moved.body.calendars).toEqual([
      expect.objectContaining({ id: primary.id, write_target: false, busy_source: true }),
      expect.objectContaining({ id: team.id, write_target: true, busy_source: true }),
    ]);
    expect(await targets()).toEqual([team.id]);

    // A second connection of the same person: its calendar taking the target clears the first connection's.
    const ghlLink = await highLevelLink(acct.key);
    expect(ghlLink.calendars.every((c) => !c.write_target)).toBe(true);
    const across = await callRoute(patchRoute, { ...one(ghlLink.id), method: 'PATCH', key: acct.key, body: { calendars: [{ id: ghlLink.calendars[1].id, write_target: true }] } });
    expect(across.status).toBe(200);
    expect(await targets()).toEqual([ghlLink.calendars[1].id]);

    // Two targets at once: refused, the one target kept.
    const two = await callRoute(patchRoute, {
      ...one(ghlLink.id), method: 'PATCH', key: acct.key,
      body: { calendars: [{ id: ghlLink.calendars[0].id, write_target: true }, { id: ghlLink.calendars[1].id, write_target: true }] },
    });
    expect(two.status).toBe(400);
    expect(two.body.error).toBe('validation_error');
    expect(await targets()).toEqual([ghlLink.calendars[1].id]);

    // Another person's write target is theirs: untouched by this one's.
    const member = await newUser(acct.accountId, { role: 'member' });
    const theirs = await outlookLink(member.key);
    expect((await calendarsOfConnection(theirs)).filter((c) => c.writeTarget)).toHaveLength(1);
    expect(await targets()).toEqual([ghlLink.calendars[1].id]);
  });
});
