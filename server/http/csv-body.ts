import { AppError } from '../errors';
import { readBodyBytes } from './body';

/**
 * A CSV upload's text: the Content-Type must say CSV (text/csv, application/csv, or text/plain from tools
 * that know no better), and the body is read with a hard cap, refused with 413 as soon as it passes it.
 */
export async function readCsvBody(req: Request, maxBytes: number): Promise<string> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!['text/csv', 'application/csv', 'text/plain'].includes(type)) {
    throw new AppError('unsupported_media_type', 'Send the file as the body with Content-Type: text/csv.');
  }
  const bytes = await readBodyBytes(req, maxBytes, `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MiB.`);
  return new TextDecoder('utf-8').decode(bytes);
}
