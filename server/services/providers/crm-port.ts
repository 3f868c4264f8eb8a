/**
 * The seam to an account's CRM (HighLevel, HubSpot): one driver folder each under providers/ (`gohighlevel/`,
 * `hubspot/`), each answering `CrmProvider`. A driver translates: its API's contacts into `CrmContact`, its webhooks
 * into `CrmWebhookEvent`s, Switchboard's opt-outs and call notes into its API's words. The CRM domain
 * (services/crm/) decides what a contact becomes, keeps the cursor and the counts, and seals credentials. Inputs are
 * narrow: opened credentials and the CRM's ids, never a row of the domain. Drivers import nothing from the domain.
 */

export type CrmProviderName = 'gohighlevel' | 'hubspot';

/** A connection's credentials, opened from their sealed form only for the request at hand. */
export type CrmCredentials =
  | {
    kind: 'oauth';
    accessToken: string;
    refreshToken: string | null;
    /** When the access token expires; the domain refreshes a few minutes before. */
    expiresAt: string | null;
    /** HighLevel's OAuth grants one location. */
    locationId?: string;
  }
  /** A HighLevel private integration token (bound to a location) or a HubSpot private app token. */
  | { kind: 'token'; token: string; locationId?: string };

/** What a CRM field holds, so that a mapping onto a typed context variable can be checked before anything is read. */
export type CrmFieldType = 'text' | 'number' | 'date' | 'boolean' | 'list';

/** One contact as the CRM holds it, in the CRM's own field names. */
export interface CrmContact {
  externalId: string;
  /** Every scalar field the CRM answered, by its name there (custom fields as `custom.<id or name>`). */
  fields: Record<string, string | number | boolean | null>;
  /** The contact's numbers as the CRM wrote them (the domain normalises them to E.164). */
  phones: string[];
  tags: string[];
  /** The CRM's do-not-disturb on the call and text channels. */
  dnd: { calls: boolean; texts: boolean };
  /** The CRM's last change to the contact, for the newest-write-wins rule; null when it says nothing. */
  updatedAt: string | null;
}

export interface CrmPage {
  contacts: CrmContact[];
  /** Where the next page starts; null after the last. */
  nextCursor: string | null;
}

/** What a verified webhook asks the domain to do, scoped by the CRM account it came from. */
export type CrmWebhookEvent =
  | { kind: 'upsert'; scope: string; contact: CrmContact }
  /** The webhook names a contact but not its state (HubSpot): the domain reads it. */
  | { kind: 'changed'; scope: string; externalId: string }
  | { kind: 'deleted'; scope: string; externalId: string };

export interface CrmWebhookRequest {
  raw: string;
  headers: Headers;
  method: string;
  /** The address the CRM posted to, as it signed it. */
  url: string;
  now: Date;
}

export interface CrmWebhookBatch {
  /** Ids the CRM gave the deliveries: the domain refuses one it has applied before. */
  webhookIds: string[];
  events: CrmWebhookEvent[];
}

/** The note a finished call leaves on the CRM contact. */
export interface CrmCallNote {
  callId: string;
  title: string;
  body: string;
}

export interface CrmProvider {
  /** One page of contacts from `cursor` (null: the start). */
  listContacts(credentials: CrmCredentials, cursor: string | null, limit: number): Promise<CrmPage>;
  /** The contact, or null when the CRM no longer has it. */
  getContact(credentials: CrmCredentials, externalId: string): Promise<CrmContact | null>;
  /** Sets do-not-disturb on the call and text channels. */
  setDoNotDisturb(credentials: CrmCredentials, externalId: string): Promise<void>;
  /**
   * Writes values to the contact's fields, by the CRM's field names (custom fields as `custom.<id>`); a name the CRM
   * cannot be written under is left out. Writing the same values again changes nothing, so a retry may repeat it.
   */
  updateFields(credentials: CrmCredentials, externalId: string, fields: Record<string, string | number | boolean>): Promise<void>;
  /** Writes a note on the contact and answers its id. */
  addNote(credentials: CrmCredentials, externalId: string, note: CrmCallNote): Promise<{ id: string }>;
  /** Verifies the signature (throws CrmWebhookRefusedError) and reads the deliveries. */
  readWebhook(req: CrmWebhookRequest): CrmWebhookBatch;
  /** The type of one of the CRM's standard fields; null for a field it does not know (a custom field). */
  fieldType(crmField: string): CrmFieldType | null;
  /** The field map a connection starts with: the CRM's usual fields onto Switchboard's. */
  defaultFieldMap: { crm_field: string; contact_field: string }[];
  oauth?: {
    configured(): boolean;
    authorizationUrl(p: { state: string; codeChallenge: string; redirectUri: string }): string;
    /** Trades the code the person came back with for a grant (PKCE verifier where the CRM takes one). */
    exchange(p: { code: string; codeVerifier: string; redirectUri: string }): Promise<CrmCredentials>;
    refresh(credentials: CrmCredentials): Promise<CrmCredentials>;
  };
}

/** The CRM refused the credentials for good (401): the connection needs a new grant or token. */
export class CrmAuthError extends Error {
  override name = 'CrmAuthError';
}

/** The CRM asked to wait (429): `retryAfterMs` is how long. */
export class CrmRateLimitedError extends Error {
  override name = 'CrmRateLimitedError';
  constructor(message: string, readonly retryAfterMs: number) {
    super(message);
  }
}

/** Any other refusal or failure, in the CRM's words. */
export class CrmRequestError extends Error {
  override name = 'CrmRequestError';
  constructor(message: string, readonly status?: number) {
    super(message);
  }
}

/** A webhook whose signature, age or shape is not the CRM's. */
export class CrmWebhookRefusedError extends Error {
  override name = 'CrmWebhookRefusedError';
}

/** `Retry-After` as milliseconds: seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
