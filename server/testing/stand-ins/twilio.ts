import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type { MessageDirection, MessageInstance, MessageStatus } from 'twilio/lib/rest/api/v2010/account/message';

/** The resource the package reads a message from (it exports the class, not the interface). */
type MessageResource = ConstructorParameters<typeof MessageInstance>[1];

/** The JSON Twilio writes for a message: dates as RFC 2822 text, null where there is no value yet (price, error). */
type MessageJson = { [K in keyof MessageResource]: MessageResource[K] extends Date ? string | null : MessageResource[K] | null };

/** Twilio's refusal body (https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions). */
interface TwilioErrorJson {
  code: number;
  message: string;
  more_info: string;
  status: number;
}

export interface StandInMessage {
  sid: string;
  direction: MessageDirection;
  to: string;
  from: string;
  body: string;
  status: MessageStatus;
  statusCallback: string | null;
  createdAt: Date;
}

export interface CapturedTwilioRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

const API_VERSION = '2010-04-01';
const E164 = /^\+[1-9]\d{1,14}$/;

const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
/** RFC 2822 in UTC, as Twilio writes it: `Thu, 24 Aug 2023 05:01:45 +0000`. */
const rfc2822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');

/**
 * A form request signed as Twilio signs its webhooks (`X-Twilio-Signature`, by the package's own function), for
 * tests that hand it to a route handler or a driver directly.
 */
export function signedTwilioRequest(authToken: string, url: string, params: Record<string, string>): { headers: Record<string, string>; body: string } {
  return {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(authToken, url, params),
    },
    body: new URLSearchParams(params).toString(),
  };
}

/**
 * A stand-in for Twilio's Messages API in tests: a real HTTP server on 127.0.0.1 that answers what the SMS driver
 * uses, `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` (form-encoded `To`, `From`, `Body`, `StatusCallback`),
 * with HTTP basic auth of the account SID and auth token, typed by the package's own resource. It refuses as Twilio
 * does: 20003 for wrong credentials, 21211 for a `To` that is not E.164, 21610 for a number in `unsubscribed` (a
 * recipient who texted STOP to Twilio). It sends, signed with the auth token, the status callbacks and inbound texts
 * a test asks for.
 */
export async function startTwilioStandIn(account: { accountSid?: string; authToken?: string; unsubscribed?: Iterable<string> } = {}) {
  const accountSid = account.accountSid ?? `AC${hex(16)}`;
  const authToken = account.authToken ?? hex(16);
  const unsubscribed = new Set(account.unsubscribed ?? []);
  const messages: StandInMessage[] = [];
  const requests: CapturedTwilioRequest[] = [];

  const refusal = (status: number, code: number, message: string): [number, TwilioErrorJson] => [
    status,
    { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  ];

  function resourceOf(m: StandInMessage): MessageJson {
    const uri = `/${API_VERSION}/Accounts/${accountSid}/Messages/${m.sid}`;
    return {
      account_sid: accountSid,
      api_version: API_VERSION,
      body: m.body,
      date_created: rfc2822(m.createdAt),
      date_sent: null,
      date_updated: rfc2822(m.createdAt),
      direction: m.direction,
      error_code: null,
      error_message: null,
      from: m.from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: String(Math.max(1, Math.ceil(m.body.length / 160))),
      price: null,
      price_unit: 'USD',
      sid: m.sid,
      status: m.status,
      subresource_uris: { media: `${uri}/Media.json` },
      to: m.to,
      uri: `${uri}.json`,
    };
  }

  function createMessage(form: URLSearchParams): [number, MessageJson | TwilioErrorJson] {
    const to = form.get('To');
    const from = form.get('From');
    const body = form.get('Body');
    if (!to) return refusal(400, 21604, "A 'To' phone number is required.");
    if (!from) return refusal(400, 21603, "A 'From' phone number is required.");
    if (!body) return refusal(400, 21602, 'Message body is required.');
    if (!E164.test(to)) return refusal(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (unsubscribed.has(to)) return refusal(400, 21610, 'Attempt to send to unsubscribed recipient');
    const message: StandInMessage = {
      sid: `SM${hex(16)}`,
      direction: 'outbound-api',
      to,
      from,
      body,
      status: 'queued',
      statusCallback: form.get('StatusCallback'),
      createdAt: new Date(),
    };
    messages.push(message);
    return [201, resourceOf(message)];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const method = req.method ?? 'GET';
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method, path, headers: req.headers, form });
      const answer = ([status, value]: [number, unknown]) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return answer(refusal(401, 20003, 'Authenticate'));
      const route = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
      if (method === 'POST' && route && decodeURIComponent(route[1]) === accountSid) return answer(createMessage(form));
      answer(refusal(404, 20404, `The requested resource ${path} was not found`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const post = (url: string, params: Record<string, string>) => {
    const { headers, body } = signedTwilioRequest(authToken, url, params);
    return fetch(url, { method: 'POST', headers, body });
  };

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    /** Numbers Twilio refuses with 21610; add to it at any time. */
    unsubscribed,
    /** Every message sent through the API or texted in, in order. */
    messages,
    /** Every request the API received, refused ones included. */
    requests,
    /**
     * Moves a sent message to `status` and posts the status callback Twilio would to its StatusCallback, signed;
     * `errorCode` (e.g. 30003) goes with a failure. Answers the app's response.
     */
    async deliver(sid: string, status: MessageStatus, opts: { errorCode?: number } = {}): Promise<Response> {
      const message = messages.find((m) => m.sid === sid);
      if (!message?.statusCallback) throw new Error(`The stand-in sent no message ${sid} with a StatusCallback.`);
      message.status = status;
      return post(message.statusCallback, {
        AccountSid: accountSid,
        ApiVersion: API_VERSION,
        From: message.from,
        MessageSid: sid,
        MessageStatus: status,
        SmsSid: sid,
        SmsStatus: status,
        To: message.to,
        ...(opts.errorCode !== undefined ? { ErrorCode: String(opts.errorCode) } : {}),
      });
    },
    /** A person texts `to` from `from`: posts the signed inbound webhook Twilio would to `url`. Answers the app's response. */
    async inbound(text: { from: string; to: string; body: string; url: string }): Promise<Response> {
      const sid = `SM${hex(16)}`;
      messages.push({ sid, direction: 'inbound', to: text.to, from: text.from, body: text.body, status: 'received', statusCallback: null, createdAt: new Date() });
      return post(text.url, {
        ToCountry: 'US',
        SmsMessageSid: sid,
        NumMedia: '0',
        SmsSid: sid,
        SmsStatus: 'received',
        Body: text.body,
        To: text.to,
        NumSegments: '1',
        MessageSid: sid,
        AccountSid: accountSid,
        From: text.from,
        ApiVersion: API_VERSION,
      });
    },
    /** The settings that point the driver at this stand-in. */
    config: () => ({ TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_API_BASE_URL: `http://127.0.0.1:${port}` }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;
