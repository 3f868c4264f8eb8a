import { randomBytes } from 'node:crypto';

const VALID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Echoes a well-formed incoming X-Request-Id, otherwise makes a new one. */
export function requestIdFor(req: Request): string {
  const incoming = req.headers.get('x-request-id');
  if (incoming && VALID.test(incoming)) return incoming;
  return `req_${randomBytes(12).toString('hex')}`;
}
