import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { countSimulatedData, simulatedDataSchema } from '@/server/services/simulator/simulated-data';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calendar',
      doc: {
        summary: 'Count simulated data',
        description:
          'What POST /api/v1/simulated-data/remove would delete: the account\'s bookings made during simulated calls (`simulated: true` ' +
          'on calendar events), and how many simulated calls the account has (kept in the call history). Owners and admins only ' +
          '(403 permission_denied otherwise).',
        tag: 'Calendar',
        response: simulatedDataSchema,
        errors: [],
      },
    },
    ({ db, actor }) => countSimulatedData(db, actor),
  ),
});
