import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { complianceRecords } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { createAgent } from '@/server/services/agents/service';
import { initiateCall } from '@/server/services/calls/initiate';
import { complianceExportColumns } from '@/server/services/calls/compliance-record-read';
import { fundedAccount, type CallTestAccount } from '@/server/testing/call-fixtures';
import { actorOf, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET } from './route';

let db: Database;
let acct: CallTestAccount;
beforeAll(async () => {
  db = await getDb();
  acct = await fundedAccount({ balanceCents: 100_000 });
});

const exportCsv = (key: string, query: string) => callRoute(GET, { path: `/api/v1/compliance/records.csv?${query}`, key });
const range = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** RFC 4180 rows (quoted cells with commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

/** A record written as the writer writes one, at `at`, with the given jurisdictions (the cells a test steers). */
const record = (accountId: number, callId: number, at: Date, jurisdictions: string[] = ['US']) => ({
  accountId, callId, callPublicId: `call_${String(callId).padStart(24, '0')}`, decidedAt: at, stage: 'dial' as const, allowed: true,
  purpose: 'informational', rulesVersion: 'test', timezones: ['UTC'], localTime: [at.toISOString()], jurisdictions, window: [],
  holiday: { checked: false, dates: [] }, frequency: { dials_24h: null, cap: null }, doNotCall: { listed: false }, consent: null,
  destination: { country: 'US', number_type: 'mobile' }, disclosures: [], blocks: [{ code: 'scheduled', rule: 'Held, "as asked", until 10:00.', source: 'request' }],
});

describe('GET /api/v1/compliance/records.csv', () => {
  it("streams the account's records of the range, oldest first, under a header, with JSON cells escaped", async () => {
    const placedAt = new Date('2026-11-23T16:00:00Z');
    const call = await initiateCall(db, await actorOf(acct.userId), { agent_id: acct.agent.id, phone_number: '+14155550123', purpose: 'informational' }, placedAt);
    const res = await exportCsv(acct.key, range('2026-11-23T00:00:00Z', '2026-11-24T00:00:00Z'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="compliance-records.csv"');
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([...complianceExportColumns]);
    expect(rows).toHaveLength(1);
    const cells = Object.fromEntries(header.map((h, i) => [h, rows[0][i]]));
    expect(cells).toMatchObject({
      call_id: call.call_id, decided_at: '2026-11-23T16:00:00Z', stage: 'placement', allowed: 'true', purpose: 'informational',
      timezones: 'America/Los_Angeles', jurisdictions: 'US US-CA', do_not_call_listed: 'false', destination_country: 'US', blocks: '[]',
    });
    expect(JSON.parse(cells.disclosures)).toEqual(expect.any(Array));
    // Outside the range, or another account's: nothing.
    expect(parseCsv((await exportCsv(acct.key, range('2026-11-24T00:00:00Z', '2026-11-25T00:00:00Z'))).text)).toHaveLength(1);
    const other = await fundedAccount();
    expect(parseCsv((await exportCsv(other.key, range('2026-11-23T00:00:00Z', '2026-11-24T00:00:00Z'))).text)).toHaveLength(1);
  });

  it('gives a member the records of the calls they can see and none of the others', async () => {
    const own = await fundedAccount({ balanceCents: 100_000 });
    const member = await newUser(own.accountId);
    const memberActor = await actorOf(member.userId);
    const agent = await createAgent(db, memberActor, { name: 'Mine', phone_number: '+14155550103' });
    const at = new Date('2026-11-23T16:00:00Z');
    const mine = await initiateCall(db, memberActor, { agent_id: agent.id, phone_number: '+14155550127', purpose: 'informational' }, at);
    const owners = await initiateCall(db, await actorOf(own.userId), { agent_id: own.agent.id, phone_number: '+14155550128', purpose: 'informational' }, at);
    const day = range('2026-11-23T00:00:00Z', '2026-11-24T00:00:00Z');

    const res = await exportCsv(member.key, day);
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([...complianceExportColumns]);
    expect(rows.map((r) => r[0])).toEqual([mine.call_id]);
    expect(parseCsv((await exportCsv(own.key, day)).text).slice(1).map((r) => r[0]).sort()).toEqual([mine.call_id, owners.call_id].sort());
  });

  it('pages through more records than one read holds, in order, each once, and a cell a spreadsheet would run is defused', async () => {
    const own = await fundedAccount();
    const start = Date.parse('2026-10-01T00:00:00Z');
    // Two pages and a half, several at one moment (the keyset's id breaks the tie), inserted out of order.
    const rows = Array.from({ length: 2_500 }, (_, i) => record(own.accountId, i + 1, new Date(start + Math.floor(i / 3) * 60_000)));
    rows[7] = record(own.accountId, 8, rows[7].decidedAt, ['=HYPERLINK("http://evil.test","x")', 'US']);
    for (let i = 0; i < rows.length; i += 500) await db.insert(complianceRecords).values(rows.slice(i, i + 500).reverse());
    const res = await GET(new Request(`http://localhost/api/v1/compliance/records.csv?${range('2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z')}`, {
      headers: { authorization: `Bearer ${own.key}` },
    }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    // Streamed: the header comes first, on its own, before any page is read.
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe(`${complianceExportColumns.join(',')}\r\n`);
    let text = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
    const lines = parseCsv(text);
    expect(lines).toHaveLength(2_500);
    const decided = lines.map((l) => l[1]);
    expect([...decided].sort()).toEqual(decided);
    expect(new Set(lines.map((l) => l[0])).size).toBe(2_500);
    const risky = lines.find((l) => l[0] === rows[7].callPublicId)!;
    expect(risky[8]).toBe(`'=HYPERLINK("http://evil.test","x") US`);
    expect(JSON.parse(risky[21])).toEqual([{ code: 'scheduled', rule: 'Held, "as asked", until 10:00.', source: 'request' }]);
    // The raw line quotes the cells that hold commas and quotes.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"") US"`);
  });

  it.each([
    ['no range', ''],
    ['a missing end', 'from=2026-11-01T00:00:00Z'],
    ['an end before the start', range('2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z')],
    ['an empty range', range('2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')],
    ['more than 366 days', range('2025-01-01T00:00:00Z', '2026-01-03T00:00:00Z')],
    ['an impossible date', range('2026-02-30T00:00:00Z', '2026-03-02T00:00:00Z')],
    ['a bare date', range('2026-11-01', '2026-11-02')],
  ])('answers 400 for %s, before anything is streamed', async (_name, query) => {
    const res = await exportCsv(acct.key, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_error', details: expect.any(Array) });
  });
});
