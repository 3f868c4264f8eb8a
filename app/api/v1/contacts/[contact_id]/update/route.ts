import { apiRoute, type RouteDoc } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { contactConfirmationSchema, replaceContactInput, updateContactInput, type UpdateMode } from '@/server/services/contacts/schema';
import { parsePathId } from '@/server/lib/ids';
import { updateContact } from '@/server/services/contacts/service';

const doc = (mode: UpdateMode): RouteDoc => ({
  summary: mode === 'put' ? 'Replace a contact' : 'Update a contact',
  description:
    mode === 'put'
      ? 'Omitted fields are reset to their default or null; phone numbers, tags and both contexts are replaced by what is sent.'
      : 'Omitted fields are unchanged. Phone entries with an id update that number, entries without one are added; tags are replaced; contexts are merged key by key (null removes a key).',
  tag: 'Contacts',
  response: contactConfirmationSchema,
  errors: ['invalid_json', 'payload_too_large', 'validation_error', 'not_found', 'team_not_found', 'team_access_denied'],
  params: { contact_id: 'Contact id' },
});

const update = (mode: UpdateMode) =>
  apiRoute(
    { permission: 'can_read_contacts', body: mode === 'put' ? replaceContactInput : updateContactInput, doc: doc(mode) },
    ({ db, actor, params, body }) => updateContact(db, actor, parsePathId(params.contact_id, 'Contact'), mode, body),
  );

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: update('put'), PATCH: update('patch') });
