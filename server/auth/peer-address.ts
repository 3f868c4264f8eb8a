import { randomBytes, timingSafeEqual } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The address of the connection a request came in on, for route handlers. Next.js hands them only headers: it
 * fills in X-Forwarded-For with the socket's address when the header is absent and keeps whatever a client sent
 * otherwise, so the header alone cannot tell a client's own claim from what the server saw. Node's HTTP server
 * announces each request on the `http.server.request.start` diagnostics channel, with its socket, before any
 * listener (Next.js included) reads it; there the peer's address is written into a header of our own.
 *
 * The header carries a token made once per process: a client cannot forge it, not even on the requests that
 * arrive before the subscription is in place (while the server starts), since it cannot know the token.
 */
export const PEER_HEADER = 'x-switchboard-peer';

// On globalThis: instrumentation and each route are separate bundles, each with its own copy of this module.
const TOKEN_KEY = Symbol.for('switchboard.peer-address.token');
const SUBSCRIBED_KEY = Symbol.for('switchboard.peer-address.subscribed');
type Slots = { [TOKEN_KEY]?: string; [SUBSCRIBED_KEY]?: boolean };
const slots = globalThis as Slots;
const processToken = () => (slots[TOKEN_KEY] ??= randomBytes(16).toString('hex'));

/** The header's value for a peer address in this process (the recorder below writes it; tests send it). */
export function peerHeaderValue(address: string): string {
  return `${processToken()} ${address}`;
}

/** The socket address the recorder wrote on this request, or null (none, or not written by this process). */
export function peerAddressOf(req: Request): string | null {
  const [token, address] = (req.headers.get(PEER_HEADER) ?? '').split(' ');
  const expected = Buffer.from(processToken());
  const given = Buffer.from(token ?? '');
  if (!address || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return address;
}

/** Starts writing each incoming request's socket address into PEER_HEADER (once per process). */
export function recordPeerAddresses(): void {
  if (slots[SUBSCRIBED_KEY]) return;
  slots[SUBSCRIBED_KEY] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const address = socket.remoteAddress;
    if (address) request.headers[PEER_HEADER] = peerHeaderValue(address);
    else delete request.headers[PEER_HEADER];
  });
}
