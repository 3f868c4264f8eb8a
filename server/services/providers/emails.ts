import { config as appConfig, type Config } from '../../config';
import type { EmailProvider } from './email-port';
import { localEmail } from './local-mail/email';
import { smtpEmail } from './smtp/email';

type EmailConfig = Pick<Config, 'SMTP_URL' | 'EMAIL_FROM'>;

/** The transport emails go through: the SMTP server when SMTP_URL is set, else the local transport. */
export function emailProvider(c: EmailConfig = appConfig): EmailProvider {
  return c.SMTP_URL ? smtpEmail(c) : localEmail;
}

/** The address a deployment without EMAIL_FROM sends from; `.local` names no real domain (RFC 6762). */
const DEFAULT_FROM_ADDRESS = 'no-reply@switchboard.local';

/**
 * The From of a customer's email: EMAIL_FROM as set (an address, or `Name <address>`), else the business's name
 * over the default address. The name is always a quoted string (RFC 5322 3.2.4), so a name with commas, quotes or
 * angle brackets stays one display name; nodemailer encodes what is not ASCII.
 */
export function emailFrom(c: Pick<Config, 'EMAIL_FROM'>, businessName: string): string {
  if (c.EMAIL_FROM) return c.EMAIL_FROM;
  const name = businessName.replace(/\p{Cc}+/gu, ' ').replace(/\s+/g, ' ').trim();
  if (!name) return DEFAULT_FROM_ADDRESS;
  return `"${name.replace(/["\\]/g, (ch) => `\\${ch}`)}" <${DEFAULT_FROM_ADDRESS}>`;
}
