import { AppError } from '../errors';

/**
 * A CSV upload's text: the Content-Type must say CSV (text/csv, application/csv, or text/plain from tools
 * that know no better), and the body is read with a hard cap, refused with 413 as soon as it passes it.
 */
export async function readCsvBody(req: Request, maxBytes: number): Promise<string> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!['text/csv', 'application/csv', 'text/plain'].includes(type)) {
    throw new AppError('unsupported_media_type', 'Send the file as the body with Content-Type: text/csv.');
  }
  const tooLarge = () => new AppError('payload_too_large', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MiB.`);
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}
