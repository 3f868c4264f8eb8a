import { calendarQuery, davRequest, type DAVResponse, propfind, syncCollection } from 'tsdav';
import type { TimeWindow } from '../calendar-port';
import { CalendarRequestError } from '../calendar-port';
import { collectionUrl, type DavContext, describeAnswer, hrefOf, portError } from './client';
import type { CalendarObject } from './expand';

/**
 * Reading a calendar collection: its objects in a window (calendar-query, RFC 4791 §7.8), its state (DAV:sync-token,
 * RFC 6578, or the older CalendarServer getctag), what changed since a sync token (sync-collection), and named
 * objects (calendar-multiget). Every answer is checked: tsdav hands back a server's refusals as ordinary responses.
 */

const OBJECT_PROPS = { 'd:getetag': {}, 'c:calendar-data': {} };

/** The VEVENT objects with a time in the window, with their iCalendar text. */
export async function objectsIn(ctx: DavContext, calendarUrl: string, window: TimeWindow): Promise<CalendarObject[]> {
  const url = collectionUrl(calendarUrl);
  const responses = await request(ctx, 'REPORT calendar-query', () => calendarQuery({
    url,
    props: OBJECT_PROPS,
    filters: {
      'comp-filter': {
        _attributes: { name: 'VCALENDAR' },
        'comp-filter': { _attributes: { name: 'VEVENT' }, 'time-range': { _attributes: { start: davTime(window.start), end: davTime(window.end) } } },
      },
    },
    depth: '1',
    headers: ctx.headers,
    fetch: ctx.fetch,
  }));
  return objectsOf(responses.filter((r) => r.status !== 404), url);
}

/** The collection's cursor state: a sync token where the server keeps RFC 6578 sync, else its ctag. */
export async function collectionState(ctx: DavContext, calendarUrl: string): Promise<{ syncToken: string | null; ctag: string | null }> {
  const url = collectionUrl(calendarUrl);
  const responses = await request(ctx, 'PROPFIND', () => propfind({
    url,
    props: { 'd:sync-token': {}, 'cs:getctag': {} },
    depth: '0',
    headers: ctx.headers,
    fetch: ctx.fetch,
  }));
  const self = responses.find((r) => r.href && hrefOf(r.href, url) === new URL(url).pathname) ?? responses[0];
  const props = self?.props ?? {};
  return { syncToken: textOf(props.syncToken), ctag: textOf(props.getctag) };
}

export type SyncResult =
  | { kind: 'changes'; changed: string[]; deleted: string[]; syncToken: string }
  /** The server no longer knows the token (RFC 6578 §3.2, the DAV:valid-sync-token precondition). */
  | { kind: 'invalid-token' };

/** The members changed and deleted since `syncToken`, following the server's pages (RFC 6578 §3.6's 507). */
export async function changedSince(ctx: DavContext, calendarUrl: string, syncToken: string): Promise<SyncResult> {
  const url = collectionUrl(calendarUrl);
  const self = new URL(url).pathname;
  const changed = new Set<string>();
  const deleted = new Set<string>();
  let token = syncToken;
  for (let page = 0; page < 50; page++) {
    const responses = await tsdavCall(ctx, 'REPORT sync-collection', () => syncCollection({
      url,
      props: { 'd:getetag': {} },
      syncLevel: 1,
      syncToken: token,
      headers: ctx.headers,
      fetch: ctx.fetch,
    }));
    const first = responses[0];
    if (responses.length === 1 && first && !first.props && (first.status === 403 || first.status === 409 || first.status === 400)) {
      if (first.status === 409 || /valid-?sync-?token/i.test(rawText(first))) return { kind: 'invalid-token' };
    }
    throwUnlessMultistatus(responses, ctx, 'REPORT sync-collection');
    let truncated = false;
    for (const r of responses) {
      if (!r.href) continue;
      const href = hrefOf(r.href, url);
      if (href === self) {
        if (r.status === 507) truncated = true;
        continue;
      }
      if (r.status === 404) {
        deleted.add(href);
        changed.delete(href);
      } else if (r.ok) {
        changed.add(href);
        deleted.delete(href);
      }
    }
    const next = textOf((first?.raw as { multistatus?: { syncToken?: unknown } } | undefined)?.multistatus?.syncToken);
    if (!next) throw new CalendarRequestError('REPORT sync-collection answered no new sync token');
    token = next;
    if (!truncated) return { kind: 'changes', changed: [...changed], deleted: [...deleted], syncToken: token };
  }
  throw new CalendarRequestError('REPORT sync-collection kept answering partial results');
}

/**
 * The named objects' text; those the server no longer has are answered as gone. Asked with davRequest rather than
 * tsdav's calendarMultiGet, which throws away the whole answer when one href in it is 404, the very case here: an
 * object deleted after the sync-collection named it.
 */
export async function objectsNamed(ctx: DavContext, calendarUrl: string, hrefs: string[]): Promise<{ found: CalendarObject[]; gone: string[] }> {
  if (hrefs.length === 0) return { found: [], gone: [] };
  const url = collectionUrl(calendarUrl);
  const responses = await request(ctx, 'REPORT calendar-multiget', () => davRequest({
    url,
    init: {
      method: 'REPORT',
      namespace: 'c',
      headers: { ...ctx.headers, depth: '1' },
      body: {
        'calendar-multiget': {
          _attributes: { 'xmlns:d': 'DAV:', 'xmlns:c': 'urn:ietf:params:xml:ns:caldav' },
          'd:prop': OBJECT_PROPS,
          'd:href': hrefs,
        },
      },
    },
    fetch: ctx.fetch,
  }));
  const found = objectsOf(responses.filter((r) => r.ok), url);
  const seen = new Set(found.map((o) => o.href));
  return { found, gone: hrefs.filter((h) => !seen.has(h)) };
}

/** A tsdav request whose answer must be a multistatus (207) of members, not a refusal. */
async function request(ctx: DavContext, what: string, call: () => Promise<DAVResponse[]>): Promise<DAVResponse[]> {
  const responses = await tsdavCall(ctx, what, call);
  throwUnlessMultistatus(responses, ctx, what);
  return responses;
}

async function tsdavCall(ctx: DavContext, what: string, call: () => Promise<DAVResponse[]>): Promise<DAVResponse[]> {
  try {
    return await call();
  } catch (err) {
    throw portError(err, ctx, what);
  }
}

/**
 * tsdav answers a refusal, or a body that is not a multistatus, as one response with no props; an empty
 * multistatus (no members matched) as no responses at all.
 */
function throwUnlessMultistatus(responses: DAVResponse[], ctx: DavContext, what: string): void {
  const first = responses[0];
  const isMultistatus = responses.some((r) => (r.raw as { multistatus?: unknown } | undefined)?.multistatus !== undefined);
  if (responses.length === 0 || isMultistatus) return;
  const last = ctx.last();
  if (last) throw new CalendarRequestError(`${what}: ${describeAnswer(last)}`, last.status);
  throw new CalendarRequestError(`${what} answered ${first?.status ?? 'nothing'}`, first?.status);
}

function objectsOf(responses: DAVResponse[], base: string): CalendarObject[] {
  const out: CalendarObject[] = [];
  for (const r of responses) {
    if (!r.href) continue;
    const data = calendarDataOf(r.props?.calendarData);
    if (data !== null) out.push({ href: hrefOf(r.href, base), data });
  }
  return out;
}

function calendarDataOf(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') {
    const o = v as { _cdata?: unknown; _text?: unknown };
    if (typeof o._cdata === 'string') return o._cdata;
    if (typeof o._text === 'string') return o._text;
  }
  return null;
}

/** A property's text: tsdav reads numeric-looking text as a number, and CDATA as an object. */
function textOf(v: unknown): string | null {
  if (typeof v === 'string') return v || null;
  if (typeof v === 'number') return String(v);
  return calendarDataOf(v) || null;
}

/** A refusal's body as text (tsdav has parsed an XML one, its element names camel-cased). */
function rawText(r: DAVResponse): string {
  return typeof r.raw === 'string' ? r.raw : JSON.stringify(r.raw ?? '');
}

/** RFC 4791's UTC date-time form, 20261101T040000Z. */
function davTime(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}
