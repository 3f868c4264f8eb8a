/**
 * The seam to an email transport (SMTP through nodemailer, and a local transport when no SMTP server is set): one
 * driver folder each under providers/, answering `EmailProvider`. A driver only hands a finished email to its
 * transport; the messages domain decides what is sent, renders it, and records every message and status.
 */

export type EmailTransportName = 'smtp' | 'local';

export interface OutgoingEmail {
  /** Switchboard's message id: the Message-ID is made from it, so a resend is recognisable. */
  messageId: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The iCalendar (iTIP) part: sent as a text/calendar alternative with its method and as an .ics attachment. */
  calendar: { method: 'REQUEST' | 'CANCEL'; content: string; filename: string } | null;
}

export interface EmailProvider {
  readonly name: EmailTransportName;
  configured(): boolean;
  /** Sends one email; answers the transport's id of it, or why it was refused (never throws for a refusal). */
  send(email: OutgoingEmail): Promise<{ providerMessageId: string } | { failed: string }>;
}
