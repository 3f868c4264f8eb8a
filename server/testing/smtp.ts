import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMime, type MimePart } from './mime';

// A real SMTP server on loopback for tests (the smtp-server package): it asks for a login, keeps every message it
// accepts, and reads each into the parts a mail client would show.

export const SMTP_TEST_USER = 'switchboard';
export const SMTP_TEST_PASSWORD = 's3cret-smtp-pass';

export interface ReceivedEmail {
  /** What the client said in MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  /** Header names in lower case, values decoded. */
  headers: Record<string, string>;
  from: string;
  to: string;
  subject: string;
  messageId: string;
  text: string | null;
  html: string | null;
  /** The text/calendar alternatives (not the attachments), with the method of their Content-Type. */
  calendar: { method: string | null; content: string }[];
  attachments: { filename: string | null; contentType: string; content: Buffer }[];
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://user:password@127.0.0.1:port, as SMTP_URL takes it. */
  url: string;
  port: number;
  messages: ReceivedEmail[];
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedEmail[] = [];
  const server = new SMTPServer({
    // Plain SMTP with AUTH: STARTTLS would need a certificate the client trusts.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        messages.push(received(Buffer.concat(chunks), envelope));
        callback(null, 'Message queued');
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_TEST_USER}:${SMTP_TEST_PASSWORD}@127.0.0.1:${port}`,
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function received(raw: Buffer, envelope: ReceivedEmail['envelope']): ReceivedEmail {
  const root = parseMime(raw);
  const isAttachment = (p: MimePart) => p.disposition === 'attachment' || (p.filename !== null && p.disposition !== 'inline');
  const body = (type: string) => {
    const part = root.leaves.find((p) => p.contentType === type && !isAttachment(p));
    // A text body's line break is CRLF on the wire (RFC 2046 4.1.1); a client shows a newline.
    return part ? part.content.toString('utf8').replace(/\r\n/g, '\n') : null;
  };
  return {
    envelope,
    headers: root.headers,
    from: root.headers.from ?? '',
    to: root.headers.to ?? '',
    subject: root.headers.subject ?? '',
    messageId: root.headers['message-id'] ?? '',
    text: body('text/plain'),
    html: body('text/html'),
    calendar: root.leaves
      .filter((p) => p.contentType === 'text/calendar' && !isAttachment(p))
      .map((p) => ({ method: p.params.method ?? null, content: p.content.toString('utf8') })),
    attachments: root.leaves
      .filter(isAttachment)
      .map((p) => ({ filename: p.filename, contentType: p.contentType, content: p.content })),
    raw: raw.toString('utf8'),
  };
}
