import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { pageQuery } from '@/server/services/calls/schema';
import { addDoNotCallInput, doNotCallEntrySchema, doNotCallListSchema } from '@/server/services/compliance/do-not-call-schema';
import { addDoNotCall, listDoNotCall } from '@/server/services/compliance/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_initiate_calls',
      query: pageQuery,
      queryErrorCode: 'invalid_parameter',
      doc: {
        summary: 'List do-not-call numbers',
        tag: 'Calls',
        response: doNotCallListSchema,
        errors: ['invalid_parameter'],
      },
    },
    ({ db, actor, query }) => listDoNotCall(db, actor, query),
  ),
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      body: addDoNotCallInput,
      doc: {
        summary: 'Add a number to the do-not-call list',
        description:
          'The number is normalised to E.164 (national numbers are read as US). 201 with the new entry when it is added; 200 with the existing entry, unchanged, when the number was already listed (adding it again is safe to retry). ' +
          'Either way it is an opt-out: in the same transaction every active consent of the number is revoked (`revoked_via: "do_not_call"`) and its waiting calls and retries end `canceled` with `ended_reason: "do_not_call"`.',
        tag: 'Calls',
        response: doNotCallEntrySchema,
        otherSuccess: [{ status: 200, description: 'the number was already listed; the answer is its existing entry, unchanged' }],
        errors: ['invalid_json', 'validation_error', 'invalid_phone_number'],
      },
      status: 201,
    },
    async ({ db, actor, body }) => {
      const { entry, created } = await addDoNotCall(db, actor, body);
      return Response.json(entry, { status: created ? 201 : 200 });
    },
  ),
});
