import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { consentListSchema, consentSchema, listConsentsQuery, recordConsentInput } from '@/server/services/consents/schema';
import { listConsents, recordConsent } from '@/server/services/consents/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      query: listConsentsQuery,
      doc: {
        summary: 'List consents',
        description:
          "The account's consents, newest first. `phone_number` filters by number (any form the account reads, compared in E.164); " +
          '`contact_id` reads the consents recorded for that contact and those of its numbers; `active=true` keeps consents neither ' +
          'revoked nor expired, `active=false` the others.',
        tag: 'Consents',
        response: consentListSchema,
        errors: ['validation_error', 'invalid_phone_number'],
      },
    },
    ({ db, actor, query }) => listConsents(db, actor, query),
  ),
  POST: apiRoute(
    {
      permission: 'can_write_contacts',
      body: recordConsentInput,
      status: 201,
      doc: {
        summary: 'Record a consent',
        description:
          "A callee's prior express (written) consent to be called by an artificial voice, with its evidence. `phone_number` is " +
          "normalised to E.164 (a national form is read in the account's country). `contact_id` is the account's contact holding the " +
          'number (the oldest, if several), or null; a `contact_id` sent must be a contact the key can see that holds the number. ' +
          '`seller` defaults to the business name. `captured_at` may not be in the future (a minute of clock skew is allowed); ' +
          '`expires_at` must be after it. Consents are never edited or deleted: a correction is a revoke plus a new record. ' +
          'Every write is kept in the consent change log with who made it and through which door.',
        tag: 'Consents',
        response: consentSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'invalid_phone_number'],
      },
    },
    ({ db, actor, body }) => recordConsent(db, actor, body),
  ),
});
