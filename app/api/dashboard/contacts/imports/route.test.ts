import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { contactImports } from '@/server/db/schema';
import { csvUpload } from '@/server/http/csv-body';
import { sessionUpload } from '@/server/http/session-route';
import { MAX_IMPORT_BYTES } from '@/server/services/contact-imports/schema';
import { startContactImport } from '@/server/services/contact-imports/service';
import { newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { POST } from './route';

const path = '/api/dashboard/contacts/imports?match_on=none&file_name=leads.csv';

describe('POST /api/dashboard/contacts/imports', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
  ])('refuses a request the browser says came from another site (%s), before any session is read', async (_, headers) => {
    const res = await callRoute(POST, { method: 'POST', path, rawBody: 'first_name\nAna\n', headers: { 'content-type': 'text/csv', ...headers } });
    expect(res).toMatchObject({ status: 403, body: { error: 'permission_denied' } });
  });

  it("starts the signed-in user's import from a text/csv body, and takes no other type", async () => {
    const acct = await newAccount();
    // The route's handler behind a session that is handed in, as the tRPC tests hand in a context.
    const upload = sessionUpload(async ({ db, actor, req }) => {
      const started = await startContactImport(db, actor, { file: csvUpload(req, MAX_IMPORT_BYTES, ['text/csv']), match_on: 'none' });
      return Response.json(started, { status: 202 });
    }, async () => acct.userId);
    const send = (type: string) =>
      callRoute(upload, { method: 'POST', path, rawBody: 'first_name\nAna\n', headers: { 'content-type': type, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } });
    expect(await send('text/plain')).toMatchObject({ status: 415, body: { error: 'unsupported_media_type' } });
    const ok = await send('text/csv; charset=utf-8');
    expect(ok).toMatchObject({ status: 202, body: { status: 'queued', mapping: { first_name: 'first_name' } } });
    const db = await getDb();
    expect(await db.select({ id: contactImports.id }).from(contactImports).where(eq(contactImports.accountId, acct.accountId))).toEqual([{ id: ok.body.id }]);
    const anonymous = sessionUpload(async () => new Response(null, { status: 204 }), async () => null);
    expect(await callRoute(anonymous, { method: 'POST', path })).toMatchObject({ status: 401, body: { error: 'authentication_required' } });
  });
});
