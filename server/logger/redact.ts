/**
 * What a log line may carry. Pure, so the rules are tested on their own:
 * - fields named like a secret (secret, password, token, key, authorization, cookie, hash, signature) are
 *   replaced by `[redacted]`, whatever they hold;
 * - emails and phone numbers are masked, in fields named for them and inside any text;
 * - secrets recognisable by their form (whsec_…, sk_live_…, bearer tokens, sealed values) are removed from text;
 * - errors become `{ type, message, code, stack }` with the SQL parameters dropped: a database error names the
 *   statement at most, never the values bound to it.
 */
const SECRET_KEY = /secret|passw|token|api_?key|apikey|authorization|cookie|hash|signature|private_?key|encryption_?key|credential/i;
const EMAIL_KEY = /e-?mail/i;
const PHONE_KEY = /phone|^number$|^(to|from)_?number$/i;

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const E164 = /\+\d{7,15}\b/g;
const SECRET_FORMS: [RegExp, string][] = [
  [/whsec_[A-Za-z0-9+/=_-]+/g, 'whsec_[redacted]'],
  [/sk_live_[A-Za-z0-9]+/g, 'sk_live_[redacted]'],
  [/\bBearer\s+[^\s"',;]+/gi, 'Bearer [redacted]'],
  [/\benc:v\d+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+/g, 'enc:[redacted]'],
];

export const REDACTED = '[redacted]';

/** An email as `a…@example.com`: enough to tell whose, not enough to write to. */
export function maskEmail(email: string): string {
  return email.replace(EMAIL, (_, first: string, domain: string) => `${first}…@${domain}`);
}

/** A phone number with only its first two and last two digits: `+1…23`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 5) return '…';
  return `${phone.trim().startsWith('+') ? '+' : ''}${digits.slice(0, 2)}…${digits.slice(-2)}`;
}

/** Free text with every recognisable secret removed and every email and E.164 number masked. */
export function maskText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_FORMS) out = out.replace(pattern, replacement);
  return out.replace(EMAIL, (m) => maskEmail(m)).replace(E164, (m) => maskPhone(m));
}

/** Drizzle's failed-query text is `Failed query: <sql>\nparams: <values>`: keep the statement, drop the values. */
function withoutParams(message: string): string {
  const cut = message.search(/\n\s*params:/);
  return cut >= 0 ? message.slice(0, cut) : message;
}

export interface SerializedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SerializedError;
}

/**
 * An error as a log field. Only chosen properties are kept: the PostgreSQL drivers attach the statement's
 * parameters (`parameters`, `params`) and a `detail` that quotes row values, and none of those is copied.
 */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: maskText(withoutParams(String(err))).slice(0, 2000) };
  const e = err as Error & { code?: unknown; cause?: unknown };
  const message = maskText(withoutParams(e.message)).slice(0, 2000);
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 15);
  const out: SerializedError = { type: e.constructor?.name || e.name, message };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code);
  if (frames.length) out.stack = [`${out.type}: ${message}`, ...frames].join('\n');
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** A copy of log fields that is safe to write. */
export function redactFields(value: unknown, key = '', depth = 0): unknown {
  if (key && SECRET_KEY.test(key) && !/(^|_)ids?$/i.test(key)) return value == null ? value : REDACTED;
  if (value instanceof Error) return serializeError(value);
  if (typeof value === 'string') {
    if (key && EMAIL_KEY.test(key)) return maskEmail(value) === value ? maskText(value) : maskEmail(value);
    if (key && PHONE_KEY.test(key)) return maskPhone(value);
    return maskText(value);
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 8) return '[nested]';
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => redactFields(v, key, depth + 1));
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = redactFields(v, k, depth + 1);
  return out;
}
