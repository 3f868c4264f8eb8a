import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { createEvent, patchEvent } from '@/server/services/calendar/service';
import { actorOf, newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET, POST } from './route';

const download = (uuid: string) => callRoute(GET, { path: `/api/v1/calendar/ics/${uuid}`, params: { uuid } });

/** Unfolds RFC 5545 content lines into a map of property → values. */
function properties(ics: string): Map<string, string[]> {
  const lines = ics.split('\r\n').reduce<string[]>((acc, line) => {
    if (line.startsWith(' ') && acc.length) acc[acc.length - 1] += line.slice(1);
    else acc.push(line);
    return acc;
  }, []);
  const map = new Map<string, string[]>();
  for (const line of lines.filter(Boolean)) {
    const i = line.indexOf(':');
    const name = line.slice(0, i);
    map.set(name, [...(map.get(name) ?? []), line.slice(i + 1)]);
  }
  return map;
}

async function event(extra: Record<string, unknown> = {}) {
  const acct = await newAccount();
  const db = await getDb();
  const actor = await actorOf(acct.userId);
  const ev = await createEvent(db, actor, {
    title: 'Demo, with Ada; part 1',
    description: 'Agenda:\nproduct tour',
    start_time: '2030-08-01T15:00:00+02:00',
    end_time: '2030-08-01T16:30:00+02:00',
    location: 'Room 4',
    has_video_conference: true,
    video_conference_url: 'https://meet.example.com/abc',
    is_reminder_enabled: true,
    remind_before_minutes: 15,
    ...extra,
  });
  return { ev, patch: async (body: Record<string, unknown>) => patchEvent(db, actor, ev.id, body) };
}

describe('GET /api/v1/calendar/ics/{uuid}', () => {
  it('serves a public RFC 5545 file with the event in UTC and a reminder alarm', async () => {
    const { ev } = await event();
    const res = await download(ev.uuid);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(res.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of res.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const p = properties(res.text);
    expect(p.get('UID')).toEqual([`${ev.uuid}@switchboard`]);
    expect(p.get('DTSTART')).toEqual(['20300801T130000Z']);
    expect(p.get('DTEND')).toEqual(['20300801T143000Z']);
    expect(p.get('SUMMARY')).toEqual(['Demo\\, with Ada\\; part 1']);
    expect(p.get('DESCRIPTION')?.[0]).toBe('Agenda:\\nproduct tour');
    expect(p.get('LOCATION')).toEqual(['Room 4']);
    expect(p.get('URL')).toEqual(['https://meet.example.com/abc']);
    expect(p.get('STATUS')).toEqual(['TENTATIVE']);
    expect(p.get('BEGIN')).toEqual(['VCALENDAR', 'VEVENT', 'VALARM']);
    expect(p.get('TRIGGER')).toEqual(['-PT15M']);
    expect(p.get('ACTION')).toEqual(['DISPLAY']);
    expect(p.get('DTSTAMP')?.[0]).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it('follows the status and the reminder setting', async () => {
    const { ev, patch } = await event({ status: 'confirmed' });
    expect(properties((await download(ev.uuid)).text).get('STATUS')).toEqual(['CONFIRMED']);
    await patch({ status: 'cancelled', is_reminder_enabled: false });
    const p = properties((await download(ev.uuid)).text);
    expect(p.get('STATUS')).toEqual(['CANCELLED']);
    expect(p.get('BEGIN')).toEqual(['VCALENDAR', 'VEVENT']);
    expect(p.has('TRIGGER')).toBe(false);
  });

  it('writes an alarm at the start for a zero-minute reminder and keeps a non-URL link in the description', async () => {
    const { ev } = await event({ remind_before_minutes: 0, video_conference_url: 'zoom 123 456', location: null, description: null });
    const p = properties((await download(ev.uuid)).text);
    expect(p.get('TRIGGER;VALUE=DATE-TIME')).toEqual(['20300801T130000Z']);
    expect(p.has('URL')).toBe(false);
    expect(p.has('LOCATION')).toBe(false);
    expect(p.get('DESCRIPTION')).toEqual(['Video conference: zoom 123 456', 'Reminder: Demo\\, with Ada\\; part 1']);
  });

  it('folds at 75 octets, keeps line breaks as escaped newlines, and parses back exactly (ical.js, node-ical)', async () => {
    const title = 'Réunion 📞 avec l’équipe — 東京オフィスでの打ち合わせ, partie 2; ordre du jour détaillé';
    const description = 'Ligne 1\r\nLigne 2\rLigne 3\nLigne 4 ' + 'très longue '.repeat(12);
    const { ev } = await event({ title, description, location: 'Salle\r\nB' });
    const { text } = await download(ev.uuid);
    const lines = text.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    expect(text).not.toMatch(/\r(?!\n)/);

    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    const withNewlines = 'Ligne 1\nLigne 2\nLigne 3\nLigne 4 ' + 'très longue '.repeat(12);
    expect(vevent.getFirstPropertyValue('summary')).toBe(title);
    expect(vevent.getFirstPropertyValue('description')).toBe(withNewlines);
    expect(vevent.getFirstPropertyValue('location')).toBe('Salle\nB');

    const parsed = Object.values(nodeIcal.sync.parseICS(text)).find((c) => c?.type === 'VEVENT') as VEvent;
    expect(String(parsed.summary)).toBe(title);
    expect(String(parsed.description)).toContain('Ligne 1\nLigne 2\nLigne 3\nLigne 4');
  });

  it('raises SEQUENCE with every change, so clients that re-import by UID see a moved event', async () => {
    const { ev, patch } = await event();
    const sequenceOf = async () => {
      const { text } = await download(ev.uuid);
      const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
      const parsed = Object.values(nodeIcal.sync.parseICS(text)).find((c) => c?.type === 'VEVENT') as VEvent;
      expect(Number(parsed.sequence)).toBe(vevent.getFirstPropertyValue('sequence'));
      return { sequence: vevent.getFirstPropertyValue('sequence'), uid: vevent.getFirstPropertyValue('uid'), start: parsed.start.toISOString() };
    };
    const first = await sequenceOf();
    expect(first.sequence).toBe(0);
    await patch({ start_time: '2030-08-02T15:00:00+02:00', end_time: '2030-08-02T16:00:00+02:00' });
    const moved = await sequenceOf();
    expect(moved).toEqual({ sequence: 1, uid: first.uid, start: '2030-08-02T13:00:00.000Z' });
    await patch({ title: 'Renamed' });
    expect((await sequenceOf()).sequence).toBe(2);
  });

  it('answers 404 not_found as JSON for unknown or malformed UUIDs, and 405 for other methods', async () => {
    for (const uuid of ['00000000-0000-4000-8000-000000000000', 'nope', '1']) {
      const res = await download(uuid);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'not_found', request_id: expect.any(String) });
    }
    expect((await callRoute(POST, { method: 'POST', path: '/api/v1/calendar/ics/x', params: { uuid: 'x' } })).status).toBe(405);
  });
});
