import { AppError } from '../errors';

const MIB = 1024 * 1024;
export const MAX_BODY_BYTES = MIB;

const tooLarge = (max = MAX_BODY_BYTES, message?: string) =>
  new AppError('payload_too_large', message ?? `The request body is larger than ${max % MIB === 0 ? `${max / MIB} MiB` : `${max} bytes`}.`);
const invalidJson = (why: string) => new AppError('invalid_json', `The request body must be a JSON object: ${why}.`);

/** Reads the body with a hard 1 MiB cap, whatever the Content-Type, and returns it parsed as a JSON object. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  return parseJsonObject(await readBodyText(req));
}

/**
 * The body's text, read with a hard cap (1 MiB unless told): past it, 413 before the rest is read. Bytes that are
 * not UTF-8 answer 400 invalid_json naming the first one's offset (RFC 8259 §8.1), rather than being stored as
 * U+FFFD.
 */
export async function readBodyText(req: Request, max = MAX_BODY_BYTES): Promise<string> {
  return decodeUtf8(await readBodyBytes(req, max), (offset) => invalidJson(`it is not UTF-8 text (the byte at offset ${offset} cannot be decoded)`));
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenientUtf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** Bytes as UTF-8 text, a byte order mark kept; bytes that are not UTF-8 throw `refuse(offset of the first)`. */
export function decodeUtf8(bytes: Uint8Array, refuse: (offset: number) => Error): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw refuse(firstBadUtf8Byte(bytes));
  }
}

const REPLACEMENT = [0xef, 0xbf, 0xbd];

/**
 * Where the first byte that is not UTF-8 sits. Every character the lenient decoder gives before it came from
 * well-formed bytes, so the UTF-8 length of that prefix is its offset; a U+FFFD the sender wrote as EF BF BD is
 * skipped.
 */
function firstBadUtf8Byte(bytes: Uint8Array): number {
  const text = lenientUtf8.decode(bytes);
  let offset = 0;
  let from = 0;
  for (let at = text.indexOf('\uFFFD'); at !== -1; at = text.indexOf('\uFFFD', at + 1)) {
    offset += Buffer.byteLength(text.slice(from, at), 'utf8');
    if (!REPLACEMENT.every((b, i) => bytes[offset + i] === b)) return offset;
    offset += REPLACEMENT.length;
    from = at + 1;
  }
  return offset;
}

/**
 * The body's bytes, read with a hard cap: a declared length past it is refused before reading, and a body that
 * streams past it is refused (413, `message` if given) as soon as it does, without reading the rest.
 */
export async function readBodyBytes(req: Request, max: number, message?: string): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) throw tooLarge(max, message);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge(max, message);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A body's text as a JSON object, else 400 invalid_json. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') throw invalidJson('the body is empty');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidJson('it is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalidJson('it is not an object');
  return value as Record<string, unknown>;
}
