// Reads an email as sent over SMTP (RFC 5322 with MIME, RFC 2045-2047 and 2231) into its parts, for tests that
// assert what a real server received. Enough MIME for what nodemailer writes: multipart nesting, base64 and
// quoted-printable bodies, encoded words in headers, and RFC 2231 parameters. No package in the tree parses MIME
// (mailparser is not installed), and nodemailer only composes.

export interface MimePart {
  /** Header names in lower case; a repeated header keeps its last value. Values unfolded and decoded. */
  headers: Record<string, string>;
  /** The media type in lower case, `text/plain` when the part names none (RFC 2045 5.2). */
  contentType: string;
  /** The Content-Type parameters, names in lower case. */
  params: Record<string, string>;
  /** `attachment`, `inline`, or null when the part has no Content-Disposition. */
  disposition: string | null;
  filename: string | null;
  /** The body with its transfer encoding undone. */
  content: Buffer;
  /** Every leaf part under this one, in order (this part itself when it is not multipart). */
  leaves: MimePart[];
}

export function parseMime(raw: string | Buffer): MimePart {
  // Read as latin1, one character per octet, so a base64 or 8bit body comes back byte for byte.
  return parseOctets((Buffer.isBuffer(raw) ? raw : Buffer.from(raw, 'utf8')).toString('latin1'));
}

function parseOctets(text: string): MimePart {
  const split = text.search(/\r?\n\r?\n/);
  const head = split < 0 ? text : text.slice(0, split);
  const body = split < 0 ? '' : text.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(head);
  const [contentType, params] = parseParameterized(headers['content-type'] ?? 'text/plain');
  const [disposition, dispositionParams]: [string | null, Record<string, string>] = headers['content-disposition']
    ? parseParameterized(headers['content-disposition'])
    : [null, {}];
  const filename = dispositionParams.filename ?? params.name ?? null;
  if (contentType.startsWith('multipart/') && params.boundary) {
    const children = splitMultipart(body, params.boundary).map(parseOctets);
    return { headers, contentType, params, disposition, filename, content: Buffer.alloc(0), leaves: children.flatMap((c) => c.leaves) };
  }
  const part: MimePart = { headers, contentType, params, disposition, filename, content: decodeBody(body, headers['content-transfer-encoding']), leaves: [] };
  part.leaves = [part];
  return part;
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/** `type/subtype; a=1; b="two; three"; c*=utf-8''%C3%A9` → ['type/subtype', { a, b, c }]. */
function parseParameterized(value: string): [string, Record<string, string>] {
  const [first, ...rest] = value.match(/(?:[^;"]+|"(?:\\.|[^"\\])*")+/g) ?? [''];
  const params: Record<string, string> = {};
  const pieces: Record<string, { index: number; value: string; encoded: boolean }[]> = {};
  for (const item of rest) {
    const eq = item.indexOf('=');
    if (eq < 0) continue;
    const key = item.slice(0, eq).trim().toLowerCase();
    let val = item.slice(eq + 1).trim();
    if (val.startsWith('"')) val = val.slice(1, -1).replace(/\\(.)/g, '$1');
    const m = /^([^*]+)(?:\*(\d+))?(\*)?$/.exec(key);
    if (!m) continue;
    (pieces[m[1]] ??= []).push({ index: Number(m[2] ?? 0), value: val, encoded: Boolean(m[3]) });
  }
  for (const [key, list] of Object.entries(pieces)) {
    list.sort((a, b) => a.index - b.index);
    const bytes = list.map(({ value, encoded }, i) => {
      if (!encoded) return Buffer.from(value, 'latin1');
      const data = i === 0 ? value.replace(/^[^']*'[^']*'/, '') : value; // charset'language'
      return Buffer.from(data.replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1');
    });
    params[key] = Buffer.concat(bytes).toString('utf8');
  }
  return [first.trim().toLowerCase(), params];
}

function splitMultipart(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const parts: string[] = [];
  let current: string[] | null = null;
  for (const line of body.split(/\r?\n/)) {
    if (line === `${delimiter}--`) break;
    if (line === delimiter) {
      if (current) parts.push(current.join('\r\n'));
      current = [];
    } else if (current) current.push(line);
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}

function decodeBody(body: string, encoding = '7bit'): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return qpBytes(body.replace(/=\r?\n/g, ''));
    default:
      return Buffer.from(body, 'latin1');
  }
}

function qpBytes(s: string): Buffer {
  return Buffer.from(s.replace(/=([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1');
}

/** RFC 2047 encoded words (`=?utf-8?Q?...?=`, `=?utf-8?B?...?=`); adjacent words join without the space between. */
function decodeWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  const decoded = joined.replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) => {
    const bytes = kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' '));
    return bytes.toString('latin1');
  });
  // Every header character is now one octet: read the octets as the UTF-8 nodemailer writes.
  return Buffer.from(decoded, 'latin1').toString('utf8');
}
