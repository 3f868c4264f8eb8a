/**
 * The seam to a text-message provider (Twilio through its official package, and a simulator that records when it is
 * not configured): one driver folder each under providers/, answering `SmsProvider`. A driver sends and reads its
 * provider's webhooks into Switchboard's words; the messages domain decides, through the same gate as calls, what
 * may be sent, and records every message and status.
 */

export type SmsProviderName = 'twilio' | 'simulator';

export interface OutgoingText {
  /** Switchboard's id of the message, carried so a status callback finds it. */
  messageId: string;
  to: string;
  from: string;
  body: string;
  /** Where the provider reports the message's delivery. */
  statusCallbackUrl: string | null;
}

/** What a provider's webhook says: a delivery status of a sent message, or a text a person sent. */
export type SmsEvent =
  | { type: 'status'; providerMessageId: string; status: 'sent' | 'delivered' | 'failed'; error: string | null }
  | { type: 'inbound'; providerMessageId: string; from: string; to: string; body: string };

export interface SmsProvider {
  readonly name: SmsProviderName;
  configured(): boolean;
  /** Sends one text; answers the provider's id of it, or why it was refused. */
  send(text: OutgoingText): Promise<{ providerMessageId: string } | { failed: string }>;
  webhooks: {
    /** Throws `invalid_secret` for a request this deployment cannot prove came from the provider. */
    verify(req: { raw: string; headers: Headers; url: string; params: Record<string, string> }): void;
    /** Pure. */
    parse(params: Record<string, string>): SmsEvent | null;
    /** The answer to an inbound text: one reply, in the provider's words (TwiML), or none. */
    reply(text: string | null): { contentType: string; body: string };
  };
}
