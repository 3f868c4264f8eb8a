import type { ContactsSearchSuccessfulResponseDto, GetContectByIdSchema } from '@gohighlevel/api-client/dist/lib/code/contacts/models/contacts';
import { CalendarAuthError } from '../calendar-port';
import { CrmAuthError, type CrmProvider, CrmRequestError } from '../crm-port';
import { contactsHeaders, locationOfCrm, withHighLevel } from './crm-client';
import { fromHighLevel, highLevelFieldUpdate } from './crm-contacts';
import { readHighLevelWebhook } from './crm-webhooks';
import { highLevelOAuth } from './oauth';

/** The widest page HighLevel's contact list gives. */
const MAX_PAGE = 100;

/** The list's answer: the SDK's model, which leaves out the paging HighLevel sends beside it. */
type ListAnswer = ContactsSearchSuccessfulResponseDto & {
  contacts?: (GetContectByIdSchema & { id?: string })[];
  meta?: { startAfterId?: string; startAfter?: number; nextPageUrl?: string | null };
};

/** The cursor is HighLevel's own pair, `startAfter` (ms) and `startAfterId`. */
const readCursor = (cursor: string | null) => {
  if (!cursor) return {};
  const [after, id] = cursor.split(':');
  return { startAfter: Number(after), startAfterId: id };
};

/** HighLevel through `@gohighlevel/api-client`: a location's contacts, their per-channel DND, notes, and signed webhooks. */
export const gohighlevelCrm: CrmProvider = {
  async listContacts(credentials, cursor, limit) {
    const locationId = locationOfCrm(credentials);
    const answer = (await withHighLevel(credentials, ({ hl }) =>
      hl.contacts.getContacts({ locationId, limit: Math.min(limit, MAX_PAGE), ...readCursor(cursor) }, contactsHeaders))) as ListAnswer;
    const contacts = (answer.contacts ?? []).filter((c): c is GetContectByIdSchema & { id: string } => typeof c.id === 'string').map(fromHighLevel);
    const meta = answer.meta;
    const more = contacts.length > 0 && !!meta?.startAfterId && meta.startAfter !== undefined && (meta.nextPageUrl ?? '') !== '';
    return { contacts, nextCursor: more ? `${meta!.startAfter}:${meta!.startAfterId}` : null };
  },

  async getContact(credentials, externalId) {
    try {
      const answer = await withHighLevel(credentials, ({ hl }) => hl.contacts.getContact({ contactId: externalId }, contactsHeaders));
      return answer.contact ? fromHighLevel({ ...answer.contact, id: answer.contact.id ?? externalId }) : null;
    } catch (err) {
      if (err instanceof CrmRequestError && (err.status === 404 || err.status === 400)) return null;
      throw err;
    }
  },

  async setDoNotDisturb(credentials, externalId) {
    await withHighLevel(credentials, ({ hl }) => hl.contacts.updateContact({ contactId: externalId }, {
      dndSettings: { Call: { status: 'active', message: 'Opted out in Switchboard' }, SMS: { status: 'active', message: 'Opted out in Switchboard' } },
    }, contactsHeaders));
  },

  async updateFields(credentials, externalId, fields) {
    const body = highLevelFieldUpdate(fields);
    if (!Object.keys(body).length) return;
    await withHighLevel(credentials, ({ hl }) => hl.contacts.updateContact({ contactId: externalId }, body, contactsHeaders));
  },

  async addNote(credentials, externalId, note) {
    const answer = await withHighLevel(credentials, ({ hl }) =>
      hl.contacts.createNote({ contactId: externalId }, { body: `${note.title}\n\n${note.body}` }, contactsHeaders));
    if (!answer.note?.id) throw new CrmRequestError('HighLevel created the note without an id.');
    return { id: answer.note.id };
  },

  readWebhook: readHighLevelWebhook,

  fieldType: (f) => (f === 'tags' ? 'list' : f === 'dateOfBirth' || f === 'dateAdded' || f === 'dateUpdated' ? 'date' : f === 'dnd' ? 'boolean' : f.startsWith('custom.') ? null : 'text'),

  defaultFieldMap: [
    { crm_field: 'firstName', contact_field: 'first_name' },
    { crm_field: 'lastName', contact_field: 'last_name' },
    { crm_field: 'email', contact_field: 'email' },
    { crm_field: 'companyName', contact_field: 'company' },
    { crm_field: 'phone', contact_field: 'phone_numbers' },
    { crm_field: 'tags', contact_field: 'tags' },
  ],

  oauth: {
    configured: () => {
      try {
        highLevelOAuth.authorizationUrl({ state: 'x', codeChallenge: 'x', redirectUri: 'https://example.invalid' });
        return true;
      } catch {
        return false;
      }
    },
    authorizationUrl: (p) => highLevelOAuth.authorizationUrl(p),
    exchange: async (p) => {
      const grant = await highLevelOAuth.exchange(p).catch((err: unknown) => {
        throw err instanceof CalendarAuthError ? new CrmAuthError(err.message) : err;
      });
      if (grant.kind !== 'oauth') throw new CrmRequestError('HighLevel answered the code without a grant.');
      return { kind: 'oauth', accessToken: grant.accessToken, refreshToken: grant.refreshToken, expiresAt: grant.expiresAt, ...(grant.locationId && { locationId: grant.locationId }) };
    },
    refresh: async (credentials) => {
      if (credentials.kind !== 'oauth') return credentials;
      const next = await highLevelOAuth.refresh(credentials).catch((err: unknown) => {
        throw err instanceof CalendarAuthError ? new CrmAuthError(err.message) : err;
      });
      if (next.kind !== 'oauth') return credentials;
      return { kind: 'oauth', accessToken: next.accessToken, refreshToken: next.refreshToken, expiresAt: next.expiresAt, ...(next.locationId && { locationId: next.locationId }) };
    },
  },
};
