import crypto from 'node:crypto';
import { config } from '../../../config';
import { type PushNotice, PushRefusedError } from '../calendar-port';
import { HIGHLEVEL_ED25519_PUBLIC_KEY, HIGHLEVEL_RSA_PUBLIC_KEY } from './public-keys';

/** Longer than any signature of either scheme (a 4096-bit RSA signature is 684 base64 characters). */
const SIGNATURE_MAX = 1024;

/** The appointment webhooks HighLevel's marketplace app sends when a location's calendar changes. */
const APPOINTMENT_EVENTS = new Set(['AppointmentCreate', 'AppointmentUpdate', 'AppointmentDelete']);

interface Keys {
  ed25519: crypto.KeyObject[];
  rsa: crypto.KeyObject[];
}

let cached: { source: string | undefined; keys: Keys } | null = null;

/**
 * The keys a webhook may be signed with: HighLevel's published pair, or the one key of
 * GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY in their place, read as the scheme its type is (an Ed25519 key checks
 * `x-ghl-signature`, an RSA key `x-wh-signature`). An environment may hold a PEM with its line breaks as `\n`.
 */
function keys(): Keys {
  const source = config.GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY;
  if (cached && cached.source === source) return cached.keys;
  let result: Keys;
  if (source) {
    const key = crypto.createPublicKey(source.replace(/\\n/g, '\n'));
    result = key.asymmetricKeyType === 'ed25519' ? { ed25519: [key], rsa: [] } : { ed25519: [], rsa: [key] };
  } else {
    result = { ed25519: [crypto.createPublicKey(HIGHLEVEL_ED25519_PUBLIC_KEY)], rsa: [crypto.createPublicKey(HIGHLEVEL_RSA_PUBLIC_KEY)] };
  }
  cached = { source, keys: result };
  return result;
}

function verifies(algorithm: 'sha256' | null, body: Buffer, signature: string, candidates: crypto.KeyObject[]): boolean {
  const sig = Buffer.from(signature, 'base64');
  return candidates.some((key) => {
    try {
      return crypto.verify(algorithm, body, key, sig);
    } catch {
      return false;
    }
  });
}

/**
 * Checks that the exact bytes came from HighLevel: `x-ghl-signature` (Ed25519) or, while HighLevel still sends it,
 * `x-wh-signature` (RSA-SHA256), each base64 over the raw body. Either one verifying is enough. No timestamp is
 * checked: a replayed notice only makes the domain read a calendar again.
 */
export function verifyHighLevelSignature(raw: string, headers: Headers): void {
  const modern = headers.get('x-ghl-signature');
  const legacy = headers.get('x-wh-signature');
  if (!modern && !legacy) throw new PushRefusedError('The request carries no HighLevel signature.');
  const body = Buffer.from(raw, 'utf8');
  const k = keys();
  const ok =
    (!!modern && modern.length <= SIGNATURE_MAX && verifies(null, body, modern, k.ed25519)) ||
    (!!legacy && legacy.length <= SIGNATURE_MAX && verifies('sha256', body, legacy, k.rsa));
  if (!ok) throw new PushRefusedError('The HighLevel signature does not match the request.');
}

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : undefined);

/**
 * Reads a signed webhook: an appointment created, changed or deleted names its location and calendar (the domain
 * reads that calendar again). HighLevel sends every event the app subscribes to (installs, contacts, …) to the one
 * address: those are trusted but change no calendar, and answer no notice.
 */
export function readPush(req: { raw: string; headers: Headers; url: URL }): PushNotice {
  verifyHighLevelSignature(req.raw, req.headers);
  let body: unknown;
  try {
    body = JSON.parse(req.raw);
  } catch {
    throw new PushRefusedError('The HighLevel webhook is not JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new PushRefusedError('The HighLevel webhook is not an object.');
  const b = body as { type?: unknown; locationId?: unknown; calendarId?: unknown; appointment?: { calendarId?: unknown; locationId?: unknown } };
  if (typeof b.type !== 'string' || !APPOINTMENT_EVENTS.has(b.type)) return { kind: 'changed', notices: [] };
  const appointment = typeof b.appointment === 'object' && b.appointment !== null ? b.appointment : {};
  const locationId = text(b.locationId) ?? text(appointment.locationId);
  if (!locationId) throw new PushRefusedError('The HighLevel appointment webhook names no location.');
  const externalCalendarId = text(appointment.calendarId) ?? text(b.calendarId);
  return { kind: 'changed', notices: [{ locationId, ...(externalCalendarId ? { externalCalendarId } : {}) }] };
}
