import { AppError } from '../errors';
import type { ImportCharset, ImportUpload } from '../services/contact-imports/schema';
import { readBodyBytes } from './body';

/**
 * A CSV upload: the Content-Type must say CSV (text/csv, application/csv, or text/plain from tools that know no
 * better), checked at once (415); the body is read only when the service asks for it, with a hard cap, refused
 * with 413 as soon as it passes it. The charset parameter says how the bytes are read: UTF-8 unless it names
 * Windows-1252 or one of its aliases (ISO-8859-1, Latin-1, ASCII), as the WHATWG Encoding standard maps them.
 */
export function csvUpload(req: Request, maxBytes: number, types = ['text/csv', 'application/csv', 'text/plain']): ImportUpload {
  const [type, ...params] = (req.headers.get('content-type') ?? '').split(';').map((p) => p.trim());
  if (!types.includes(type.toLowerCase())) {
    throw new AppError('unsupported_media_type', 'Send the file as the body with Content-Type: text/csv.');
  }
  const label = params.find((p) => /^charset=/i.test(p))?.slice('charset='.length).replace(/^"|"$/g, '');
  return {
    charset: label === undefined ? 'utf-8' : charsetOf(label),
    read: () => readBodyBytes(req, maxBytes, `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MiB.`),
  };
}

function charsetOf(label: string): ImportCharset {
  let encoding: string | undefined;
  try {
    encoding = new TextDecoder(label).encoding;
  } catch {
    // not a charset name at all
  }
  if (encoding === 'utf-8' || encoding === 'windows-1252') return encoding;
  throw new AppError('unsupported_media_type', `The charset "${label.slice(0, 40)}" is not supported: send UTF-8, or declare charset=windows-1252 for a Western European (Latin-1) file.`);
}
