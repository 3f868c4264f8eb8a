import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { removeSimulatedData, removedSimulatedDataSchema } from '@/server/services/simulator/simulated-data';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_calendar',
      doc: {
        summary: 'Remove simulated data',
        description:
          'Deletes every calendar event of the account booked during a simulated call (`simulated: true`), and nothing else: real ' +
          'bookings, events made by hand and the simulated calls themselves (their charges and compliance records refer to them) stay. ' +
          'Each removed event still in the calendar is announced with a `calendar.cancelled` webhook first. Owners and admins only ' +
          '(403 permission_denied otherwise). Answers how many were removed (0 when there were none).',
        tag: 'Calendar',
        response: removedSimulatedDataSchema,
        errors: [],
      },
    },
    ({ db, actor }) => removeSimulatedData(db, actor),
  ),
});
