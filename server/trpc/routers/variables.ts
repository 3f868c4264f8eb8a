import { z } from 'zod';
import {
  createVariableInput, listVariablesQuery, setContextInput, updateVariableInput,
} from '../../services/context-variables/schema';
import {
  createVariable, deleteVariable, listVariables, setBusinessContext, updateVariable,
} from '../../services/context-variables/service';
import { businessTemplateValues } from '../../services/templates/values';
import { protectedProcedure, router } from '../init';
import { rowIdSchema } from '../../lib/ids';

const id = rowIdSchema;

export const variablesRouter = router({
  list: protectedProcedure.input(listVariablesQuery).query(({ ctx, input }) => listVariables(ctx.db, ctx.actor, input)),
  create: protectedProcedure.input(createVariableInput).mutation(({ ctx, input }) => createVariable(ctx.db, ctx.actor, input)),
  update: protectedProcedure
    .input(z.object({ id, patch: updateVariableInput }))
    .mutation(({ ctx, input }) => updateVariable(ctx.db, ctx.actor, input.id, input.patch)),
  delete: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => deleteVariable(ctx.db, ctx.actor, input.id)),
  /** The business profile's values as templates see them (default fields and business context). */
  businessValues: protectedProcedure.query(({ ctx }) => businessTemplateValues(ctx.db, ctx.actor)),
  setBusinessValues: protectedProcedure.input(setContextInput).mutation(({ ctx, input }) => setBusinessContext(ctx.db, ctx.actor, input)),
});
