import { AppError } from '../../errors';
import { createTeamInput, createUserInput } from '../../services/accounts/schema';
import { createTeam, createUser } from '../../services/accounts/service';
import { listMembers, listTeams } from '../../services/accounts/directory';
import { adminProcedure, protectedProcedure, router } from '../init';

export const teamRouter = router({
  members: protectedProcedure.query(({ ctx }) => listMembers(ctx.db, ctx.actor)),
  teams: protectedProcedure.query(({ ctx }) => listTeams(ctx.db, ctx.actor)),
  /** Owners add any role; admins add admins and members. */
  addMember: adminProcedure.input(createUserInput).mutation(async ({ ctx, input }) => {
    if (input.role === 'owner' && ctx.actor.role !== 'owner') {
      throw new AppError('permission_denied', 'Only owners can add another owner.');
    }
    return createUser(ctx.db, ctx.actor.accountId, input);
  }),
  createTeam: adminProcedure.input(createTeamInput).mutation(({ ctx, input }) => createTeam(ctx.db, ctx.actor.accountId, input)),
});
