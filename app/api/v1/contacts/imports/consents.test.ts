import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { consentChanges, consents, contacts } from '@/server/db/schema';
import { runDueJobs } from '@/server/jobs/queue';
import { newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getImport } from './[import_id]/route';
import { POST } from './route';

const upload = (key: string, csv: string, query = '') =>
  callRoute(POST, { method: 'POST', path: `/api/v1/contacts/imports${query ? `?${query}` : ''}`, key, rawBody: csv, headers: { 'content-type': 'text/csv' } });
const status = (key: string, id: number) => callRoute(getImport, { path: `/api/v1/contacts/imports/${id}`, key, params: { import_id: String(id) } });
const mapping = (m: Record<string, string>) => `mapping=${encodeURIComponent(JSON.stringify(m))}`;

async function drainJobs() {
  const db = await getDb();
  while ((await runDueJobs(db, { limit: 5 })) > 0);
}

describe('CSV import with consent columns', () => {
  it('records a consent (source import) with each row that has consent values, and makes a bad value that row\'s error', async () => {
    const acct = await newAccount();
    const csv = [
      'Name,Phone,consent_kind,consent_scope,consent_captured_at,consent_expires_at,consent_source_url,consent_text',
      'Ana,(415) 555-0101,Express Written,marketing,2026-01-15T10:30:00Z,2027-01-15,https://example.com/form,"I agree to calls from Acme, by artificial voice too."',
      'Ben,+14155550102,,,,,,',
      'Cy,+14155550103,implied,marketing,2026-01-15,,,',
      'Dee,+14155550104,express,informational,2999-01-01,,,',
      'Eve,+14155550105,express,informational,15/01/2026,,,',
      'Fay,+14155550106,express,,2026-01-15,,,',
      'Gus,+14155550107,express,informational,2026-01-15,2025-01-01,,',
      'Hal,+14155550108,express,informational,2026-01-15,,ftp://example.com,',
      'Ivy,,express,informational,2026-01-15,,,',
      'Ana again,415-555-0101,express,informational,2026-02-01,,,',
    ].join('\n');
    const res = await upload(acct.key, csv);
    expect(res.status).toBe(202);
    expect(res.body.mapping).toMatchObject({ consent_kind: 'consent_kind', consent_text: 'consent_text', Phone: 'phone_number' });
    await drainJobs();
    const done = (await status(acct.key, res.body.id)).body;
    expect(done).toMatchObject({ status: 'completed', created: 2, updated: 1, failed: 7 });
    // Rows as the spreadsheet numbers them (the header is row 1), each naming the file's column and the value refused.
    expect(done.errors).toEqual([
      { row: 4, message: 'Row 4: "implied" in the consent_kind column is neither express nor express_written.' },
      { row: 5, message: 'Row 5: "2999-01-01" in the consent_captured_at column must not be in the future.' },
      { row: 6, message: 'Row 6: "15/01/2026" in the consent_captured_at column is not a date or date-time such as 2026-01-15 or 2026-01-15T10:30:00Z.' },
      { row: 7, message: 'Row 7: the consent_scope column is empty, and a row with consent values needs it.' },
      { row: 8, message: 'Row 8: "2025-01-01" in the consent_expires_at column must be after captured_at.' },
      { row: 9, message: 'Row 9: "ftp://example.com" in the consent_source_url column must be an http or https URL.' },
      { row: 10, message: 'Row 10: the row has no phone number for its consent to cover.' },
    ]);

    const db = await getDb();
    const people = await db.select().from(contacts).where(eq(contacts.accountId, acct.accountId)).orderBy(contacts.id);
    // A row whose consent is refused writes no contact either.
    expect(people.map((p) => p.firstName)).toEqual(['Ana', 'Ben']);
    const rows = await db.select().from(consents).where(eq(consents.accountId, acct.accountId)).orderBy(consents.id);
    expect(rows.map((r) => ({ phone: r.phoneNumber, contactId: r.contactId, kind: r.kind, scope: r.scope, source: r.source, capturedAt: r.capturedAt.toISOString(), expiresAt: r.expiresAt?.toISOString() ?? null }))).toEqual([
      {
        phone: '+14155550101', contactId: people[0].id, kind: 'express_written', scope: 'marketing',
        source: { type: 'import', url: 'https://example.com/form', text: 'I agree to calls from Acme, by artificial voice too.' },
        capturedAt: '2026-01-15T10:30:00.000Z', expiresAt: '2027-01-15T00:00:00.000Z',
      },
      { phone: '+14155550101', contactId: people[0].id, kind: 'express', scope: 'informational', source: { type: 'import' }, capturedAt: '2026-02-01T00:00:00.000Z', expiresAt: null },
    ]);
    const log = await db.select().from(consentChanges).where(eq(consentChanges.accountId, acct.accountId));
    expect(log.map((l) => [l.action, l.source, l.userId])).toEqual([['recorded', 'import', acct.userId], ['recorded', 'import', acct.userId]]);
  });

  it('refuses a mapping that records consents without their kind, scope, moment or a phone number', async () => {
    const acct = await newAccount();
    const res = await upload(acct.key, 'Name,Email,Kind\nAna,ana@example.com,express\n', mapping({ Name: 'first_name', Email: 'email', Kind: 'consent_kind' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_mapping');
    expect(res.body.details.map((d: { message: string }) => d.message)).toEqual([
      'a file that records consents maps consent_kind, consent_scope, consent_captured_at (missing: consent_scope, consent_captured_at)',
      'a file that records consents maps phone_number: a consent covers a number',
    ]);
  });
});
