import { AppError } from '../errors';

export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = (max = MAX_BODY_BYTES, message?: string) =>
  new AppError('payload_too_large', message ?? (max === MAX_BODY_BYTES ? 'The request body is larger than 1 MiB.' : `The request body is larger than ${max} bytes.`));
const invalidJson = (why: string) => new AppError('invalid_json', `The request body must be a JSON object: ${why}.`);

/** Reads the body with a hard 1 MiB cap, whatever the Content-Type, and returns it parsed as a JSON object. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  return parseJsonObject(await readBodyText(req));
}

/** The body's text, read with a hard cap (1 MiB unless told): past it, 413 before the rest is read. */
export async function readBodyText(req: Request, max = MAX_BODY_BYTES): Promise<string> {
  return (await readBodyBytes(req, max)).toString('utf8');
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
