import { z } from 'zod';
import { createContactInput, listContactsQuery, updateContactInput } from '../../services/contacts/schema';
import { createContact, getContact, listContacts, updateContact } from '../../services/contacts/service';
import { setContactContext } from '../../services/context-variables/service';
import { setContextInput } from '../../services/context-variables/schema';
import { protectedProcedure, router } from '../init';

const id = z.number().int().positive();

export const contactsRouter = router({
  list: protectedProcedure.input(listContactsQuery).query(({ ctx, input }) => listContacts(ctx.db, ctx.actor, input)),
  get: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getContact(ctx.db, ctx.actor, input.id)),
  create: protectedProcedure.input(createContactInput).mutation(({ ctx, input }) => createContact(ctx.db, ctx.actor, input)),
  /** The edit form sends only what changed, with PATCH's rules (numbers by id, contexts merged key by key). */
  update: protectedProcedure
    .input(z.object({ id, patch: updateContactInput }))
    .mutation(({ ctx, input }) => updateContact(ctx.db, ctx.actor, input.id, 'patch', input.patch)),
  /** Context variable values, validated against their definitions (POST /api/v1/contacts/{id}/context). */
  setContext: protectedProcedure
    .input(z.object({ id, body: setContextInput }))
    .mutation(({ ctx, input }) => setContactContext(ctx.db, ctx.actor, input.id, input.body)),
});
