import { createTeamInput, createUserInput } from '../../services/accounts/schema';
import { addMember, addTeam } from '../../services/accounts/service';
import { liveSlotsInUse } from '../../services/accounts/capacity-settings';
import { listMembers, listTeams } from '../../services/accounts/directory';
import { setMemberPhone, setMemberPhoneInput } from '../../services/accounts/member-phone';
import { protectedProcedure, router } from '../init';

export const teamRouter = router({
  members: protectedProcedure.query(({ ctx }) => listMembers(ctx.db, ctx.actor)),
  teams: protectedProcedure.query(({ ctx }) => listTeams(ctx.db, ctx.actor)),
  /** The account's live calls beside its cap, reserve and the visible teams' caps (changed through compliance.updateSettings). */
  liveSlots: protectedProcedure.query(({ ctx }) => liveSlotsInUse(ctx.db, ctx.actor)),
  /** Owners add any role; admins add admins and members (the service answers permission_denied otherwise). */
  addMember: protectedProcedure.input(createUserInput).mutation(({ ctx, input }) => addMember(ctx.db, ctx.actor, input)),
  /** Where transferred calls ring: owners and admins set anyone's, a member their own (else permission_denied). */
  setPhone: protectedProcedure.input(setMemberPhoneInput).mutation(({ ctx, input }) => setMemberPhone(ctx.db, ctx.actor, input)),
  /** Owners and admins only. */
  createTeam: protectedProcedure.input(createTeamInput).mutation(({ ctx, input }) => addTeam(ctx.db, ctx.actor, input)),
});
