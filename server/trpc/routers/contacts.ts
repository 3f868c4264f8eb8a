import { z } from 'zod';
import { createContactInput, listContactsQuery, updateContactInput } from '../../services/contacts/schema';
import { deleteContactsInput, matchOnSchema } from '../../services/contacts/bulk-schema';
import { MAX_IMPORT_BYTES } from '../../services/contact-imports/schema';
import { createContact, deleteContact, deleteContacts, getContact, listContacts, updateContact } from '../../services/contacts/service';
import { getContactImport, startContactImport } from '../../services/contact-imports/service';
import { setContactContext } from '../../services/context-variables/service';
import { setContextInput } from '../../services/context-variables/schema';
import { protectedProcedure, router } from '../init';
import { rowIdSchema } from '../../lib/ids';

const id = rowIdSchema;

export const contactsRouter = router({
  list: protectedProcedure.input(listContactsQuery).query(({ ctx, input }) => listContacts(ctx.db, ctx.actor, input)),
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
  /**
   * The import wizard's upload. The file travels base64-encoded: its bytes may hold what a JSON string cannot
   * carry through the storable-input rule (a NUL), which the import reports as row errors instead.
   */
  startImport: protectedProcedure
    .input(z.object({
      file_base64: z.string().max(Math.ceil(MAX_IMPORT_BYTES / 3) * 4 + 4),
      file_name: z.string().trim().max(200).optional(),
      mapping: z.record(z.string(), z.string()),
      match_on: matchOnSchema,
    }))
    .mutation(({ ctx, input }) =>
      startContactImport(ctx.db, ctx.actor, {
        csv: Buffer.from(input.file_base64, 'base64').toString('utf8'),
        file_name: input.file_name,
        mapping: input.mapping,
        match_on: input.match_on,
      })),
  importStatus: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getContactImport(ctx.db, ctx.actor, input.id)),
  /** Context variable values, validated against their definitions (POST /api/v1/contacts/{id}/context). */
  setContext: protectedProcedure
    .input(z.object({ id, body: setContextInput }))
    .mutation(({ ctx, input }) => setContactContext(ctx.db, ctx.actor, input.id, input.body)),
});
