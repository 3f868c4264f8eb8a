import { AssociationSpecAssociationCategoryEnum } from '@hubspot/api-client/lib/codegen/crm/objects/notes/index.js';
import { config } from '../../../config';
import { CrmAuthError, type CrmProvider, CrmRequestError } from '../crm-port';
import { withHubSpot } from './client';
import { fromHubSpot, HUBSPOT_DND_CALL, HUBSPOT_DND_TEXT, HUBSPOT_PROPERTIES } from './contacts';
import { readHubSpotWebhook } from './webhooks';

/** HubSpot's documented association type of a note to a contact. */
const NOTE_TO_CONTACT = 202;

/** The widest page HubSpot's list endpoint gives. */
const MAX_PAGE = 100;

const HUBSPOT_SCOPES = 'crm.objects.contacts.read crm.objects.contacts.write';

/** HubSpot through `@hubspot/api-client`: contacts, their do-not-call properties, notes, and signed webhooks. */
export const hubspotCrm: CrmProvider = {
  async listContacts(credentials, cursor, limit) {
    const page = await withHubSpot(credentials, (c) =>
      c.crm.contacts.basicApi.getPage(Math.min(limit, MAX_PAGE), cursor ?? undefined, HUBSPOT_PROPERTIES));
    return { contacts: page.results.map(fromHubSpot), nextCursor: page.paging?.next?.after ?? null };
  },

  async getContact(credentials, externalId) {
    try {
      return fromHubSpot(await withHubSpot(credentials, (c) => c.crm.contacts.basicApi.getById(externalId, HUBSPOT_PROPERTIES)));
    } catch (err) {
      if (err instanceof CrmRequestError && err.status === 404) return null;
      throw err;
    }
  },

  async setDoNotDisturb(credentials, externalId) {
    await withHubSpot(credentials, (c) =>
      c.crm.contacts.basicApi.update(externalId, { properties: { [HUBSPOT_DND_CALL]: 'true', [HUBSPOT_DND_TEXT]: 'true' } }));
  },

  async updateFields(credentials, externalId, fields) {
    // HubSpot's properties are named plainly and take strings; a `custom.` name is HighLevel's form, not HubSpot's.
    const properties = Object.fromEntries(Object.entries(fields).filter(([k]) => !k.startsWith('custom.')).map(([k, v]) => [k, String(v)]));
    if (!Object.keys(properties).length) return;
    await withHubSpot(credentials, (c) => c.crm.contacts.basicApi.update(externalId, { properties }));
  },

  async addNote(credentials, externalId, note) {
    const created = await withHubSpot(credentials, (c) => c.crm.objects.notes.basicApi.create({
      properties: { hs_timestamp: new Date().toISOString(), hs_note_body: `${note.title}\n\n${note.body}` },
      associations: [{ to: { id: externalId }, types: [{ associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined, associationTypeId: NOTE_TO_CONTACT }] }],
    }));
    return { id: created.id };
  },

  readWebhook: readHubSpotWebhook,

  fieldType: (f) => (f === 'hs_lastmodifieddate' || f === 'createdate' ? 'date' : f === HUBSPOT_DND_CALL || f === HUBSPOT_DND_TEXT ? 'boolean' : HUBSPOT_PROPERTIES.includes(f) ? 'text' : null),

  defaultFieldMap: [
    { crm_field: 'firstname', contact_field: 'first_name' },
    { crm_field: 'lastname', contact_field: 'last_name' },
    { crm_field: 'email', contact_field: 'email' },
    { crm_field: 'company', contact_field: 'company' },
    { crm_field: 'phone', contact_field: 'phone_numbers' },
    { crm_field: 'mobilephone', contact_field: 'phone_numbers' },
  ],

  oauth: {
    configured: () => !!config.HUBSPOT_CLIENT_ID && !!config.HUBSPOT_CLIENT_SECRET,
    authorizationUrl({ state, redirectUri }) {
      if (!config.HUBSPOT_CLIENT_ID) throw new CrmRequestError('HubSpot OAuth is not configured');
      const url = new URL(config.HUBSPOT_AUTHORIZE_URL);
      url.search = new URLSearchParams({ client_id: config.HUBSPOT_CLIENT_ID, redirect_uri: redirectUri, scope: HUBSPOT_SCOPES, state }).toString();
      return url.toString();
    },
    async exchange({ code, redirectUri }) {
      const { HUBSPOT_CLIENT_ID: id, HUBSPOT_CLIENT_SECRET: secret } = config;
      if (!id || !secret) throw new CrmRequestError('HubSpot OAuth is not configured');
      const none = { kind: 'token', token: '' } as const;
      const answer = await withHubSpot(none, (c) => c.oauth.tokensApi.create('authorization_code', code, redirectUri, id, secret));
      return { kind: 'oauth', accessToken: answer.accessToken, refreshToken: answer.refreshToken, expiresAt: new Date(Date.now() + answer.expiresIn * 1000).toISOString() };
    },
    async refresh(credentials) {
      if (credentials.kind !== 'oauth' || !credentials.refreshToken) throw new CrmAuthError('The HubSpot grant has no refresh token.');
      const { HUBSPOT_CLIENT_ID: id, HUBSPOT_CLIENT_SECRET: secret } = config;
      if (!id || !secret) throw new CrmRequestError('HubSpot OAuth is not configured');
      const answer = await withHubSpot(credentials, (c) => c.oauth.tokensApi.create('refresh_token', undefined, undefined, id, secret, credentials.refreshToken!));
      return {
        kind: 'oauth',
        accessToken: answer.accessToken,
        refreshToken: answer.refreshToken ?? credentials.refreshToken,
        expiresAt: new Date(Date.now() + answer.expiresIn * 1000).toISOString(),
      };
    },
  },
};
