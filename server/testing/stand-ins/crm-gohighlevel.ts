import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ContactsByIdSuccessfulResponseDto, GetContectByIdSchema, GetCreateUpdateNoteSuccessfulResponseDto, NotesDTO,
  UpdateContactDto, UpdateContactsSuccessfulResponseDto,
} from '@gohighlevel/api-client/dist/lib/code/contacts/models/contacts';
import { fixedWindow } from './crm-rate-limit';

/** The list's answer as HighLevel sends it: the SDK's contact model with its paging beside it. */
interface ListAnswer {
  contacts: GetContectByIdSchema[];
  meta: { total: number; startAfterId: string | null; startAfter: number | null; nextPageUrl: string | null };
}

/**
 * A stand-in for HighLevel's Contacts API in tests, a real HTTP server on 127.0.0.1 whose answers are typed by
 * @gohighlevel/api-client's models: `GET /contacts/?locationId&limit&startAfter&startAfterId` (ordered by
 * dateAdded then id), `GET`/`PUT /contacts/{id}`, `POST /contacts/{id}/notes`. Requests need `Version: 2021-07-28`
 * and a private integration token it issued for the location. It applies HighLevel's rate limit per location
 * (429 with Retry-After) and signs contact webhooks with an RSA key (x-wh-signature) whose public half it gives.
 */
export async function startHighLevelCrmStandIn(opts: { limit?: number; windowMs?: number } = {}) {
  const contacts = new Map<string, GetContectByIdSchema>();
  const notes: { contactId: string; note: NotesDTO; id: string }[] = [];
  const updates: { contactId: string; body: UpdateContactDto }[] = [];
  const tokens = new Map<string, string>();
  const limits = new Map<string, ReturnType<typeof fixedWindow>>();
  const failNext: number[] = [];
  let seq = 0;
  let requests = 0;
  const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  // A location's contacts in the list's order (dateAdded, then id), kept until a contact is added.
  const ordered = new Map<string, GetContectByIdSchema[]>();
  const orderedIn = (location: string) => {
    let list = ordered.get(location);
    if (!list) {
      list = [...contacts.values()].filter((c) => c.locationId === location)
        .sort((a, b) => Date.parse(a.dateAdded!) - Date.parse(b.dateAdded!) || (a.id! < b.id! ? -1 : 1));
      ordered.set(location, list);
    }
    return list;
  };

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      requests += 1;
      const url = new URL(req.url ?? '/', 'http://localhost');
      const location = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!location) return send(res, 401, { statusCode: 401, message: 'Invalid JWT' });
      if (req.headers.version !== '2021-07-28') return send(res, 400, { statusCode: 400, message: 'Version header is wrong' });
      const injected = failNext.shift();
      if (injected) return send(res, injected, { statusCode: injected, message: 'injected' });
      if (!limits.has(location)) limits.set(location, fixedWindow(opts.limit ?? 100, opts.windowMs ?? 10_000));
      const wait = limits.get(location)!.take();
      if (wait !== null) return send(res, 429, { statusCode: 429, message: 'Too many requests' }, { 'retry-after': String(wait) });
      const parts = url.pathname.split('/').filter(Boolean);
      if (req.method === 'GET' && parts.length === 1 && parts[0] === 'contacts') {
        if (url.searchParams.get('locationId') !== location) return send(res, 403, { statusCode: 403, message: 'The token does not have access to this location' });
        const limit = Math.min(Number(url.searchParams.get('limit') ?? 20), 100);
        const after = Number(url.searchParams.get('startAfter') ?? 0);
        const afterId = url.searchParams.get('startAfterId') ?? '';
        const all = orderedIn(location);
        // The first contact past the cursor, by binary search: a 50,000-contact list is read in 500 pages.
        let lo = 0;
        let hi = all.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          const at = Date.parse(all[mid].dateAdded!);
          if (at < after || (at === after && all[mid].id! <= afterId)) lo = mid + 1;
          else hi = mid;
        }
        const page = all.slice(lo, lo + limit);
        const last = page.at(-1);
        const more = all.length - lo > limit;
        const body: ListAnswer = {
          contacts: page,
          meta: { total: all.length, startAfterId: last?.id ?? null, startAfter: last ? Date.parse(last.dateAdded!) : null, nextPageUrl: more ? 'next' : null },
        };
        return send(res, 200, body);
      }
      const contact = parts[0] === 'contacts' && parts[1] ? contacts.get(parts[1]) : undefined;
      if (!contact || contact.locationId !== location) return send(res, 404, { statusCode: 404, message: 'Contact not found' });
      if (req.method === 'GET' && parts.length === 2) return send(res, 200, { contact } satisfies ContactsByIdSuccessfulResponseDto);
      if (req.method === 'PUT' && parts.length === 2) {
        const body = JSON.parse(raw) as UpdateContactDto;
        updates.push({ contactId: contact.id!, body });
        const { dndSettings, customFields, ...scalars } = body;
        Object.assign(contact, scalars, dndSettings ? { dndSettings: { ...contact.dndSettings, ...dndSettings } } : {});
        for (const f of (customFields ?? []) as { id: string; field_value: unknown }[]) {
          contact.customFields = [...(contact.customFields ?? []).filter((x) => x.id !== f.id), { id: f.id, value: f.field_value as string }];
        }
        return send(res, 200, { succeded: true, contact } satisfies UpdateContactsSuccessfulResponseDto);
      }
      if (req.method === 'POST' && parts[2] === 'notes') {
        const note = JSON.parse(raw) as NotesDTO;
        const id = `note-${++seq}`;
        notes.push({ contactId: contact.id!, note, id });
        return send(res, 201, { note: { id, body: note.body, dateAdded: new Date().toISOString() } } satisfies GetCreateUpdateNoteSuccessfulResponseDto);
      }
      return send(res, 404, { statusCode: 404, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    rsaPublicKeyPem: rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    contacts,
    notes,
    updates,
    get requests() {
      return requests;
    },
    refusedByLimit: () => [...limits.values()].reduce((n, l) => n + l.refused, 0),
    /** The next requests answer these statuses instead (a 500, a 401). */
    failNext: (...statuses: number[]) => failNext.push(...statuses),
    addToken(locationId: string): string {
      const token = `pit-${crypto.randomBytes(8).toString('hex')}`;
      tokens.set(token, locationId);
      return token;
    },
    addContact(locationId: string, c: Partial<GetContectByIdSchema> = {}): GetContectByIdSchema {
      const n = ++seq;
      const contact: GetContectByIdSchema = {
        id: `ghl-${n.toString(36).padStart(6, '0')}`, locationId, firstName: `First${n}`, lastName: `Last${n}`,
        email: `person${n}@example.test`, phone: `+1415555${String(n % 10000).padStart(4, '0')}`, tags: [],
        dateAdded: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(), dateUpdated: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(), ...c,
      };
      contacts.set(contact.id!, contact);
      ordered.delete(locationId);
      if (contact.locationId !== locationId) ordered.delete(contact.locationId!);
      return contact;
    },
    /** A contact webhook as HighLevel signs it (x-wh-signature, RSA-SHA256 over the exact body). */
    signedWebhook(payload: Record<string, unknown>, opts: { key?: crypto.KeyObject } = {}) {
      const raw = JSON.stringify(payload);
      const signature = crypto.sign('sha256', Buffer.from(raw, 'utf8'), opts.key ?? rsa.privateKey).toString('base64');
      return { raw, headers: { 'content-type': 'application/json', 'x-wh-signature': signature } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type HighLevelCrmStandIn = Awaited<ReturnType<typeof startHighLevelCrmStandIn>>;
