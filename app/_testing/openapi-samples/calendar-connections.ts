import { config } from '@/server/config';
import type { TestAccount } from '@/server/testing/fixtures';
import { freshRadicaleAccount } from '@/server/testing/radicale';
import { api } from './api';
import type { Sample } from './types';

const CONNECTIONS = '/api/v1/calendar/connections';

/** A CalDAV account of its own on the real Radicale, as the body that links it. */
const caldavBody = async () => {
  const dav = await freshRadicaleAccount('Work');
  return { provider: 'caldav', caldav: { server_url: dav.serverUrl, username: dav.user, password: dav.password } };
};
const linked = async (acct: TestAccount) => api(acct, 'POST', CONNECTIONS, { body: await caldavBody() });

/** A Google grant begun (only its authorization URL is made: no request leaves the process). */
const googleBegun = async (acct: TestAccount) => {
  config.GOOGLE_CLIENT_ID ??= 'sample-client-id';
  config.GOOGLE_CLIENT_SECRET ??= 'sample-client-secret';
  return api(acct, 'POST', CONNECTIONS, { body: { provider: 'google' } });
};

export const calendarConnectionSamples: Sample[] = [
  { method: 'GET', path: CONNECTIONS, name: 'lists linked calendars', status: 200, request: async (acct) => (await linked(acct), {}) },
  { method: 'POST', path: CONNECTIONS, name: 'links a CalDAV calendar', status: 201, request: async () => ({ body: await caldavBody() }) },
  { method: 'POST', path: CONNECTIONS, name: 'begins a Google grant', status: 201, request: async () => {
    config.GOOGLE_CLIENT_ID ??= 'sample-client-id';
    config.GOOGLE_CLIENT_SECRET ??= 'sample-client-secret';
    return { body: { provider: 'google' } };
  } },
  { method: 'POST', path: CONNECTIONS, name: 'refuses a wrong CalDAV password', status: 400, request: async () => {
    const body = await caldavBody();
    return { body: { ...body, caldav: { ...body.caldav, password: 'wrong' } } };
  } },
  { method: 'GET', path: `${CONNECTIONS}/{connection_id}`, name: 'reads a connection', status: 200,
    request: async (acct) => ({ params: { connection_id: String((await linked(acct)).id) } }) },
  { method: 'PATCH', path: `${CONNECTIONS}/{connection_id}`, name: 'turns a calendar off as a busy source', status: 200,
    request: async (acct) => {
      const c = await linked(acct);
      return { params: { connection_id: String(c.id) }, body: { calendars: [{ id: c.calendars[0].id, busy_source: false }] } };
    } },
  { method: 'DELETE', path: `${CONNECTIONS}/{connection_id}`, name: 'unlinks a connection', status: 200,
    request: async (acct) => ({ params: { connection_id: String((await linked(acct)).id) } }) },
  { method: 'POST', path: `${CONNECTIONS}/{connection_id}/sync`, name: 'syncs now', status: 200,
    request: async (acct) => ({ params: { connection_id: String((await linked(acct)).id) } }) },
  { method: 'POST', path: `${CONNECTIONS}/{connection_id}/reconnect`, name: 'begins a new Google grant', status: 200,
    request: async (acct) => ({ params: { connection_id: String((await googleBegun(acct)).id) } }) },
];
