import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { contactListSchema, listContactsQuery } from '@/server/services/contacts/schema';
import { listContacts } from '@/server/services/contacts/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      reads: 'replica',
      query: listContactsQuery,
      doc: {
        summary: 'List contacts',
        description:
          'Contacts the key can see, newest first. `q` searches name, email, company and phone numbers (any format: ' +
          '`415 555`, `+1415…`, `(415)`: a query of digits, spaces, `+`, `-`, `.` and parentheses is compared by its digits to the ' +
          'numbers; one with letters only to name, email and company); `tag`, `status` and `stage` filter. `count` is exact up to 1,000 ' +
          'matches and on the last page (`count_exact`), else an estimate. Page by `page`, or by `cursor` (the previous answer\'s `next_cursor`) ' +
          'at any depth for the same cost.',
        tag: 'Contacts',
        response: contactListSchema,
        errors: ['validation_error'],
      },
    },
    ({ db, actor, query }) => listContacts(db, actor, query),
  ),
});
