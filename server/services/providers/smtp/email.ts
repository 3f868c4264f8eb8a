import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { config as appConfig, type Config } from '../../../config';
import type { EmailProvider, OutgoingEmail } from '../email-port';

type SmtpConfig = Pick<Config, 'SMTP_URL' | 'EMAIL_FROM'>;

/**
 * One transport per SMTP URL, made at the first send: a process that sends no email opens no connection, and every
 * driver built from the same settings shares it.
 */
const transports = new Map<string, Transporter<SMTPTransport.SentMessageInfo>>();

function transportFor(url: string): Transporter<SMTPTransport.SentMessageInfo> {
  let transport = transports.get(url);
  if (!transport) {
    // nodemailer's defaults wait minutes on a silent server; a send runs in a job that retries.
    transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transports.set(url, transport);
  }
  return transport;
}

/** The SMTP driver: every email goes to the server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpEmail(c: SmtpConfig = appConfig): EmailProvider {
  return {
    name: 'smtp',
    configured: () => Boolean(c.SMTP_URL),
    async send(email) {
      if (!c.SMTP_URL) return { failed: 'SMTP_URL is not set' };
      try {
        const info = await transportFor(c.SMTP_URL).sendMail(mailOptions(email, messageIdHost(c.EMAIL_FROM)));
        return { providerMessageId: info.messageId };
      } catch (err) {
        return { failed: refusalReason(err, secretsOf(c.SMTP_URL)) };
      }
    },
  };
}

function mailOptions(email: OutgoingEmail, host: string): SMTPTransport.Options {
  return {
    // The same Switchboard message always carries the same Message-ID, so a resend after a lost answer is one email.
    messageId: `<message-${email.messageId}@${host}>`,
    from: email.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    // RFC 3834: a notification, so vacation responders do not answer it.
    headers: { 'Auto-Submitted': 'auto-generated' },
    // nodemailer puts the event in twice, as calendar clients look for it: a text/calendar alternative whose
    // content type carries the method (iTIP over iMIP, RFC 6047), and an application/ics attachment.
    ...(email.calendar && {
      icalEvent: { method: email.calendar.method, filename: email.calendar.filename, content: email.calendar.content },
    }),
  };
}

function messageIdHost(from: string | undefined): string {
  const [first] = from ? addressparser(from, { flatten: true }) : [];
  const host = first?.address.split('@')[1]?.trim().toLowerCase();
  return host && /^[a-z0-9.-]+$/.test(host) ? host : 'switchboard.local';
}

/** What in a reason could give the server's credentials away: the user and password, as written and decoded. */
function secretsOf(url: string): string[] {
  try {
    const u = new URL(url);
    // Cutting a one- or two-letter secret out would cut it out of every word, and could not hide it anyway.
    return [u.username, u.password, decodeURIComponent(u.username), decodeURIComponent(u.password)].filter((s) => s.length > 2);
  } catch {
    return [];
  }
}

const WHAT: Record<string, string> = {
  EAUTH: 'SMTP authentication refused',
  ECONNECTION: 'SMTP connection failed',
  ESOCKET: 'SMTP connection failed',
  ETIMEDOUT: 'SMTP server timed out',
  EDNS: 'SMTP server not found',
  ETLS: 'SMTP TLS failed',
  EENVELOPE: 'SMTP server refused the sender or recipient',
  EMESSAGE: 'SMTP server refused the message',
  EPROTOCOL: 'SMTP server answered out of protocol',
};

/**
 * A short reason for the message's record: what failed and the server's own words (or the socket's), on one line,
 * with any URL and the credentials cut out: the reason is shown on the dashboard and sent in webhooks.
 */
function refusalReason(err: unknown, secrets: string[]): string {
  const e = (err ?? {}) as { code?: string; response?: string; message?: string };
  const what = (e.code && WHAT[e.code]) || 'SMTP send failed';
  let detail = (e.response || e.message || '').split(/\r?\n/)[0].replace(/\bsmtps?:\/\/\S+/gi, '[url]');
  for (const secret of secrets) detail = detail.split(secret).join('[redacted]');
  detail = detail.trim().slice(0, 200);
  return detail ? `${what}: ${detail}` : what;
}
