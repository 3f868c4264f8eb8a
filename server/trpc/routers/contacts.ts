import { z } from 'zod';
import { createContactInput, listContactsQuery, updateContactInput } from '../../services/contacts/schema';
import { deleteContactsInput } from '../../services/contacts/bulk-schema';
import { createContact, deleteContact, deleteContacts, getContact, listContacts, updateContact } from '../../services/contacts/service';
import { getContactImport } from '../../services/contact-imports/service';
import { setContactContext } from '../../services/context-variables/service';
import { setContextInput } from '../../services/context-variables/schema';
import { protectedProcedure, replicaReadProcedure, router } from '../init';
import { rowIdSchema } from '../../lib/ids';

const id = rowIdSchema;

export const contactsRouter = router({
  list: replicaReadProcedure.input(listContactsQuery).query(({ ctx, input }) => listContacts(ctx.db, ctx.actor, input)),
  get: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getContact(ctx.db, ctx.actor, input.id)),
  create: protectedProcedure.input(createContactInput).mutation(({ ctx, input }) => createContact(ctx.db, ctx.actor, input)),
  /**
   * PUT or PATCH, with the REST rules. The edit form sends the whole contact with PUT, so that removing a
   * phone number removes it.
   */
  update: protectedProcedure
    .input(z.object({ id, mode: z.enum(['put', 'patch']).default('patch'), body: updateContactInput }))
    .mutation(({ ctx, input }) => updateContact(ctx.db, ctx.actor, input.id, input.mode, input.body)),
  delete: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => deleteContact(ctx.db, ctx.actor, input.id)),
  deleteMany: protectedProcedure.input(deleteContactsInput).mutation(({ ctx, input }) => deleteContacts(ctx.db, ctx.actor, input)),
  importStatus: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getContactImport(ctx.db, ctx.actor, input.id)),
  /** Context variable values, validated against their definitions (POST /api/v1/contacts/{id}/context). */
  setContext: protectedProcedure
    .input(z.object({ id, body: setContextInput }))
    .mutation(({ ctx, input }) => setContactContext(ctx.db, ctx.actor, input.id, input.body)),
});
