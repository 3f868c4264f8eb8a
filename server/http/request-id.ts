import { randomBytes } from 'node:crypto';

const VALID = /^[A-Za-z0-9._:-]{1,128}$/;

// Ids only need to be unique, not secret: a random per-process prefix and a counter, with no per-request
// call into the random source.
const PROCESS_PREFIX = `req_${randomBytes(6).toString('hex')}`;
let counter = 0;

/** Echoes a well-formed incoming X-Request-Id, otherwise makes a new one. */
export function requestIdFor(req: Request): string {
  const incoming = req.headers.get('x-request-id');
  if (incoming && VALID.test(incoming)) return incoming;
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `${PROCESS_PREFIX}${counter.toString(36).padStart(6, '0')}`;
}
