import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { runToolForActor, runToolInput, runToolResponse } from '@/server/services/tools/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      body: runToolInput,
      doc: {
        summary: 'Run a tool in a call',
        description:
          "Runs one of the agent's tools in a live call (queued, ringing or in progress) the key's user can see, with the call's " +
          "agent and contact, as that user (their calendar, the appointments they can see), through the same services as the " +
          'REST API: `check_availability` (free slots in the business time zone), ' +
          '`book_appointment` (booked with the race-free guard, linked to the call), `reschedule_appointment` and ' +
          "`cancel_appointment` (the caller's own appointments only), `update_contact` (typed like the context endpoint) and " +
          '`opt_out` (do-not-call list, contact `do_not_contact`, pending calls canceled, the call ends `opted_out`) and ' +
          '`transfer_to_human` (the call goes to a member of the agent\'s team with a phone number whose calendar is free now, ' +
          'recorded as the call\'s `transferred_to`; when nobody is free, a `voice_call` callback linked to the call is booked in ' +
          'the first free slot of such a member within three business days, and `message` says when). ' +
          'An outcome the caller should hear (a taken time, a time outside the hours or in the past) is a 200 result with ' +
          '`ok: false` and the next free times in `alternatives`. Every run is recorded with the call.',
        tag: 'Tools',
        response: runToolResponse,
        errors: ['tool_not_found', 'tool_not_enabled', 'call_not_live', 'invalid_datetime_format', 'invalid_parameter_format', 'invalid_duration', 'invalid_value', 'undefined_variable', 'invalid_phone_number'],
        params: { name: 'The tool: check_availability, book_appointment, reschedule_appointment, cancel_appointment, update_contact, opt_out or transfer_to_human.' },
      },
    },
    ({ db, actor, params, body }) => runToolForActor(db, actor, params.name, body),
  ),
});
