import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import {
  auditLog, calendarEvents, calls, consents, contactImports, contactPhoneNumbers, doNotCallHashes, erasures, messages,
  outboxEvents, toolInvocations, webhookDeliveries, webhooks,
} from '@/server/db/schema';
import { storeImportFile } from '@/server/services/contact-imports/file-store';
import { numberHashOf } from '@/server/services/compliance/number-hash';
import { runErasure } from '@/server/services/privacy/run-erasure';
import { drainJobs, fundedAccount, type CallTestAccount } from '@/server/testing/call-fixtures';
import { grantConsent } from '@/server/testing/consent-fixtures';
import { keyWith, newAccount, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { POST as createContact } from '@/app/api/v1/contacts/create/route';
import { GET as getContact } from '@/app/api/v1/contacts/[contact_id]/route';
import { GET as getErasure } from '@/app/api/v1/erasures/[id]/route';
import { GET as exportContact } from '@/app/api/v1/contacts/[contact_id]/export/route';
import { POST as placeCall } from '@/app/api/v1/calls/route';
import { POST as sendMessage } from '@/app/api/v1/messages/route';
import { POST } from './route';

const erase = (key: string, id: number | string) =>
  callRoute(POST, { method: 'POST', path: `/api/v1/contacts/${id}/erase`, key, params: { contact_id: String(id) } });
const erasureOf = (key: string, id: number) => callRoute(getErasure, { path: `/api/v1/erasures/${id}`, key, params: { id: String(id) } });

let seq = 0;
/** A person with names and numbers found nowhere else, so a scan of the whole database finds only their traces. */
function personNamed() {
  const n = ++seq;
  const tag = `${process.pid % 1000}${n}`.padStart(4, '0').slice(-4);
  return {
    first: `Zenobia${'x'.repeat(n)}`, last: `Quillfeather${'y'.repeat(n)}`, email: `zenobia.q${n}.${process.pid}@erase.example`,
    numbers: [`+1415555${tag}`, `+1646555${tag}`],
  };
}
type Person = ReturnType<typeof personNamed>;

/** The person as the API makes them (with an Idempotency-Key, so the stored answer holds them too), with a call, a consent, messages, a booking, an event and a delivery. */
async function seedPerson(acct: CallTestAccount, p: Person, opts: { callStatus?: 'completed' | 'in_progress' } = {}) {
  const db = await getDb();
  const made = await callRoute(createContact, {
    method: 'POST', path: '/api/v1/contacts/create', key: acct.key, headers: { 'idempotency-key': `make-contact-${++seq}-${process.pid}` },
    body: { first_name: p.first, last_name: p.last, email: p.email, custom_context: { note: `${p.first} prefers mornings` }, phone_numbers: p.numbers.map((n) => ({ phone_number: n })) },
  });
  expect(made.status).toBe(201);
  const id = made.body.id as number;
  const [call] = await db.insert(calls).values({
    accountId: acct.accountId, callId: `call_er_${id}_${Date.now()}`, agentId: acct.agent.id, createdByUserId: acct.userId, provider: 'simulator',
    rateCents: 10, estimatedStartAt: new Date(), status: opts.callStatus ?? 'completed', phoneNumber: p.numbers[0], contactId: id,
    contactName: `${p.first} ${p.last}`, contactEmail: p.email, variables: { first_name: p.first, email: p.email },
    instructions: `Call ${p.first} ${p.last} about the offer`, firstMessage: `Hi ${p.first}!`,
    transcript: [{ role: 'user', text: `This is ${p.first} ${p.last}, call me on ${p.numbers[1]}`, start_seconds: 1 }],
    summary: `${p.first} asked for a callback`, recordingUrl: 'https://recordings.example/1.wav',
  }).returning();
  await db.insert(toolInvocations).values({ accountId: acct.accountId, callId: call.id, tool: 'book_appointment', arguments: { name: `${p.first} ${p.last}`, email: p.email }, result: { ok: true } });
  await grantConsent(acct.accountId, [p.numbers[0]]);
  await db.insert(messages).values([
    { messageId: `msg_er_${id}_1`, accountId: acct.accountId, channel: 'sms', toAddress: p.numbers[0], fromAddress: '+14155550100', kind: 'agent', contactId: id, body: `Hello ${p.first}` },
    { messageId: `msg_er_${id}_2`, accountId: acct.accountId, channel: 'sms', direction: 'inbound', toAddress: '+14155550100', fromAddress: p.numbers[1], kind: 'reply', body: 'Yes please' },
  ] as (typeof messages.$inferInsert)[]);
  await db.insert(calendarEvents).values({
    accountId: acct.accountId, title: `Visit of ${p.first} ${p.last}`, startTime: new Date('2030-01-01T10:00:00Z'), endTime: new Date('2030-01-01T10:30:00Z'),
    customerName: `${p.first} ${p.last}`, customerEmail: p.email, customerPhone: p.numbers[0], customerNotes: 'bring forms',
  });
  const [event] = await db.insert(outboxEvents).values({
    accountId: acct.accountId, eventType: 'call.ended', payload: { call_id: call.callId, contact_id: id, contact: { first_name: p.first, last_name: p.last, email: p.email }, phone_number: p.numbers[0] },
  }).returning();
  const [hook] = await db.insert(webhooks).values({ accountId: acct.accountId, name: 'CRM', url: 'https://hooks.example/in', subscribedEvents: ['call.ended'] } as typeof webhooks.$inferInsert).returning();
  await db.insert(webhookDeliveries).values({ accountId: acct.accountId, webhookId: hook.id, outboxEventId: event.id, eventType: 'call.ended', body: JSON.stringify({ event: 'call.ended', data: event.payload }) });
  return { id, call };
}

/** Every stored text and JSON value of every table that holds one of `needles` (table.column → rows). */
async function traces(needles: string[]): Promise<Record<string, number>> {
  const db = await getDb();
  const cols = rowsOf<{ table_name: string; column_name: string }>(await db.execute(sql`
    select table_name, column_name from information_schema.columns c
    where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying', 'ARRAY', 'bytea')
      and exists (select 1 from information_schema.tables t where t.table_schema = 'public' and t.table_name = c.table_name and t.table_type = 'BASE TABLE')`));
  const patterns = `{${needles.map((n) => `"%${n}%"`).join(',')}}`;
  const found: Record<string, number> = {};
  for (const c of cols) {
    const value = c.column_name === 'bytes' ? sql`convert_from(${sql.identifier(c.column_name)}, 'UTF8')` : sql`${sql.identifier(c.column_name)}::text`;
    const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(c.table_name)} where ${value} ilike any(${patterns}::text[])`));
    if (Number(r.n)) found[`${c.table_name}.${c.column_name}`] = Number(r.n);
  }
  return found;
}

const needlesOf = (p: Person) => [p.first, p.last, p.email, ...p.numbers, ...p.numbers.map((n) => n.slice(2))];

describe('POST /api/v1/contacts/{id}/erase', () => {
  it('answers 202 with the erasure, and the job removes the person from every stored text and JSON value', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const p = personNamed();
    const { id, call } = await seedPerson(acct, p);
    // An import under way whose file holds the person.
    const db = await getDb();
    const [imp] = await db.insert(contactImports).values({ accountId: acct.accountId, userId: acct.userId, mapping: { first_name: 'first_name' }, status: 'queued' }).returning();
    await storeImportFile(db, imp.id, Buffer.from(`first_name,phone\nBob,+12125550000\n${p.first},${p.numbers[0]}\n`));
    expect(Object.keys(await traces(needlesOf(p))).length).toBeGreaterThan(10);

    const asked = await erase(acct.key, id);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ erasure: expect.objectContaining({ id: expect.any(Number), status: 'pending', finished_at: null, contact_id: id }) });
    // Asking again answers the same erasure.
    const again = await erase(acct.key, id);
    expect(again.status).toBe(202);
    expect(again.body.erasure.id).toBe(asked.body.erasure.id);

    await drainJobs();
    const done = await erasureOf(acct.key, asked.body.erasure.id);
    expect(done.status).toBe(200);
    expect(done.body.erasure).toMatchObject({ status: 'done', finished_at: expect.any(String) });
    expect(done.body.erasure.receipt).toMatchObject({ contact: 1, phone_numbers: 2, calls: 1, messages: 2, consents: 1, bookings: 1, imports_stopped: 1 });
    expect((await callRoute(getContact, { path: '/x', key: acct.key, params: { contact_id: String(id) } })).status).toBe(404);
    // After the job, a second request still answers the erasure, now done.
    expect((await erase(acct.key, id)).body.erasure).toMatchObject({ id: asked.body.erasure.id, status: 'done' });

    expect(await traces(needlesOf(p))).toEqual({});

    // What the law asks to keep: the dial's and the consent's facts and times, under the number's hash.
    const [kept] = await db.select().from(calls).where(eq(calls.id, call.id));
    expect(kept).toMatchObject({ status: 'completed', phoneNumber: numberHashOf(p.numbers[0]).hash, transcript: null, summary: null });
    const [consent] = await db.select().from(consents).where(and(eq(consents.accountId, acct.accountId), eq(consents.phoneNumber, numberHashOf(p.numbers[0]).hash)));
    expect(consent).toMatchObject({ kind: 'express_written', revokedVia: 'do_not_call', source: { type: 'web_form' } });
    expect(consent.capturedAt).toBeInstanceOf(Date);
    const hashes = await db.select().from(doNotCallHashes).where(eq(doNotCallHashes.accountId, acct.accountId));
    expect(hashes.map((h) => h.numberHash).sort()).toEqual(p.numbers.map((n) => numberHashOf(n).hash).sort());
    const [stopped] = await db.select().from(contactImports).where(eq(contactImports.id, imp.id));
    expect(stopped.status).toBe('failed');

    // Both acts are in the audit log; its lines hold ids and counts only.
    const lines = await db.select().from(auditLog).where(eq(auditLog.accountId, acct.accountId));
    expect(lines.map((l) => l.action).sort()).toEqual(['contact.erased', 'contact.erasure_requested']);
  });

  it('keeps refusing calls and texts to the erased numbers (do_not_call), through the hash alone', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const p = personNamed();
    const { id } = await seedPerson(acct, p);
    expect((await erase(acct.key, id)).status).toBe(202);
    await drainJobs();
    const db = await getDb();
    // Nothing but the hash lists them now: no plain entry, no contact.
    expect(await traces(p.numbers)).toEqual({});
    for (const n of p.numbers) {
      const call = await callRoute(placeCall, { method: 'POST', path: '/api/v1/calls', key: acct.key, body: { agent_id: acct.agent.id, phone_number: n, purpose: 'informational' } });
      expect(call.status).toBe(403);
      expect(call.body.error).toBe('do_not_call');
      const text = await callRoute(sendMessage, { method: 'POST', path: '/api/v1/messages', key: acct.key, body: { to: n, body: 'Hello?', purpose: 'informational' } });
      expect(text.status).toBe(403);
      expect(text.body.error).toBe('do_not_call');
    }
    // Re-imported later as a new contact, the number is still refused.
    const back = await callRoute(createContact, { method: 'POST', path: '/api/v1/contacts/create', key: acct.key, body: { first_name: 'Again', phone_numbers: [{ phone_number: p.numbers[0] }] } });
    const call = await callRoute(placeCall, { method: 'POST', path: '/api/v1/calls', key: acct.key, body: { agent_id: acct.agent.id, contact_id: back.body.id, phone_number: p.numbers[0], purpose: 'informational' } });
    expect(call.body.error).toBe('do_not_call');
    // Another account may still call the same number: the hash is the account's.
    const other = await fundedAccount({ balanceCents: 10_000 });
    const allowed = await callRoute(placeCall, { method: 'POST', path: '/api/v1/calls', key: other.key, body: { agent_id: other.agent.id, phone_number: p.numbers[1], purpose: 'informational' } });
    expect(allowed.body.error).not.toBe('do_not_call');
    expect((await db.select().from(doNotCallHashes).where(eq(doNotCallHashes.accountId, other.accountId)))).toHaveLength(0);
  });

  it('answers one erasure to requests that race, and lists the numbers once', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const p = personNamed();
    const { id } = await seedPerson(acct, p);
    const answers = await Promise.all([erase(acct.key, id), erase(acct.key, id), erase(acct.key, id)]);
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((a) => a.body.erasure.id)).size).toBe(1);
    const db = await getDb();
    expect(await db.select().from(erasures).where(eq(erasures.contactId, id))).toHaveLength(1);
    expect(await db.select().from(doNotCallHashes).where(eq(doNotCallHashes.accountId, acct.accountId))).toHaveLength(2);
    // Two runners carrying out the same erasure at once: the erasure's row lock lets one do it, the other finds it done.
    const erasureId = answers[0].body.erasure.id as number;
    await Promise.all([runErasure(db, erasureId, new Date()), runErasure(db, erasureId, new Date())]);
    expect((await erasureOf(acct.key, erasureId)).body.erasure).toMatchObject({ status: 'done', receipt: expect.objectContaining({ contact: 1 }) });
    const erased = await db.select().from(auditLog).where(and(eq(auditLog.accountId, acct.accountId), eq(auditLog.action, 'contact.erased')));
    expect(erased).toHaveLength(1);
    await drainJobs();
  });

  it('waits for a live call with the person to end, then erases', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const p = personNamed();
    const { id, call } = await seedPerson(acct, p, { callStatus: 'in_progress' });
    const asked = await erase(acct.key, id);
    const at = new Date();
    await drainJobs(at);
    expect((await erasureOf(acct.key, asked.body.erasure.id)).body.erasure).toMatchObject({ status: 'waiting_for_call', finished_at: null });
    expect((await callRoute(getContact, { path: '/x', key: acct.key, params: { contact_id: String(id) } })).status).toBe(200);
    // Looking again while the call still runs changes nothing.
    await drainJobs(new Date(at.getTime() + 60_000));
    expect((await erasureOf(acct.key, asked.body.erasure.id)).body.erasure.status).toBe('waiting_for_call');

    const db = await getDb();
    await db.update(calls).set({ status: 'completed', endedAt: new Date() }).where(eq(calls.id, call.id));
    await drainJobs(new Date(at.getTime() + 120_000));
    expect((await erasureOf(acct.key, asked.body.erasure.id)).body.erasure.status).toBe('done');
    expect(await traces(needlesOf(p))).toEqual({});
  });

  it("refuses a member (403 permission_denied), a key without can_write_contacts (403), another account's contact (404), writing nothing", async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const p = personNamed();
    const { id } = await seedPerson(acct, p);
    const member = await newUser(acct.accountId, { role: 'member' });
    const byMember = await erase(member.key, id);
    expect(byMember.status).toBe(403);
    expect(byMember.body).toMatchObject({ error: 'permission_denied', message: expect.stringContaining('owners and admins') });
    const readOnly = await erase(await keyWith(acct.userId, ['can_read_contacts']), id);
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.error).toBe('permission_denied');
    const admin = await newUser(acct.accountId, { role: 'admin' });
    const stranger = await newAccount('Other Co');
    expect((await erase(stranger.key, id)).status).toBe(404);
    expect((await erase(acct.key, 999_999_999)).status).toBe(404);
    expect((await erase(acct.key, 'abc')).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(erasures).where(eq(erasures.contactId, id))).toHaveLength(0);
    expect(await db.select().from(doNotCallHashes).where(eq(doNotCallHashes.accountId, acct.accountId))).toHaveLength(0);
    // Another account cannot read this account's erasure either.
    const byAdmin = await erase(admin.key, id);
    expect(byAdmin.status).toBe(202);
    expect((await erasureOf(stranger.key, byAdmin.body.erasure.id)).status).toBe(404);
  });
});

describe('the consents guard (0053)', () => {
  it("lets only a transaction that declared itself an erasure replace a consent's number by its hash, and nothing else", async () => {
    const acct = await newAccount();
    const [consentId] = await grantConsent(acct.accountId, ['+12125550199']);
    const db = await getDb();
    const hash = numberHashOf('+12125550199').hash;
    await expect(db.update(consents).set({ phoneNumber: hash }).where(eq(consents.id, consentId))).rejects.toThrow();
    await expect(db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('switchboard.erasing', 'on', true)`);
      await tx.update(consents).set({ phoneNumber: '+12125550100' }).where(eq(consents.id, consentId));
    })).rejects.toThrow();
    await expect(db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('switchboard.erasing', 'on', true)`);
      await tx.update(consents).set({ phoneNumber: hash, kind: 'express' }).where(eq(consents.id, consentId));
    })).rejects.toThrow();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('switchboard.erasing', 'on', true)`);
      await tx.update(consents).set({ phoneNumber: hash }).where(eq(consents.id, consentId));
    });
    const [row] = await db.select().from(consents).where(eq(consents.id, consentId));
    expect(row).toMatchObject({ phoneNumber: hash, kind: 'express_written' });
    // The setting lasts only for its transaction.
    await expect(db.update(consents).set({ seller: 'Someone else' }).where(eq(consents.id, consentId))).rejects.toThrow();
  });
});

describe('GET /api/v1/contacts/{id}/export', () => {
  it('answers everything stored about the person, and 404 to another account', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const p = personNamed();
    const { id, call } = await seedPerson(acct, p);
    const res = await callRoute(exportContact, { path: `/api/v1/contacts/${id}/export`, key: acct.key, params: { contact_id: String(id) } });
    expect(res.status).toBe(200);
    expect(res.body.contact).toMatchObject({ id, first_name: p.first, last_name: p.last, email: p.email, custom_context: { note: `${p.first} prefers mornings` } });
    expect(res.body.contact.phone_numbers.map((n: { phone_number: string }) => n.phone_number).sort()).toEqual([...p.numbers].sort());
    expect(res.body.calls).toEqual([expect.objectContaining({ call_id: call.callId, summary: `${p.first} asked for a callback`, transcript: [expect.objectContaining({ text: expect.stringContaining(p.last) })] })]);
    expect(res.body.consents).toEqual([expect.objectContaining({ phone_number: p.numbers[0], kind: 'express_written' })]);
    expect(res.body.messages.map((m: { body: string }) => m.body).sort()).toEqual([`Hello ${p.first}`, 'Yes please']);
    expect(res.body.bookings).toEqual([expect.objectContaining({ customer_email: p.email, title: `Visit of ${p.first} ${p.last}` })]);
    const db = await getDb();
    expect((await db.select().from(auditLog).where(and(eq(auditLog.accountId, acct.accountId), eq(auditLog.action, 'contact.exported'))))).toHaveLength(1);

    const stranger = await newAccount('Other Co');
    expect((await callRoute(exportContact, { path: '/x', key: stranger.key, params: { contact_id: String(id) } })).status).toBe(404);
    const noRead = await callRoute(exportContact, { path: '/x', key: await keyWith(acct.userId, ['can_read_calls']), params: { contact_id: String(id) } });
    expect(noRead.status).toBe(403);
    expect(await db.select().from(contactPhoneNumbers).where(eq(contactPhoneNumbers.contactId, id))).toHaveLength(2);
  });
});
