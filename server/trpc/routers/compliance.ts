import { destinationPolicyPatch } from '../../services/compliance/destination-settings-schema';
import { getDestinationPolicy, updateDestinationPolicy } from '../../services/compliance/destination-settings';
import { complianceCheckInput } from '../../services/compliance/schema';
import { checkCompliance } from '../../services/compliance/service';
import { callingSettingsPatch } from '../../services/compliance/settings-schema';
import { getCallingSettings, updateCallingSettings } from '../../services/compliance/settings';
import { protectedProcedure, router } from '../init';

export const complianceRouter = router({
  /** Whether a dial may go now (or at `at`), the rules that block it and the next allowed moment. */
  check: protectedProcedure.input(complianceCheckInput).query(({ ctx, input }) => checkCompliance(ctx.db, ctx.actor, input)),
  /** The account's calling rules; everyone in the account reads them. */
  settings: protectedProcedure.query(({ ctx }) => getCallingSettings(ctx.db, ctx.actor)),
  /** Owners and admins only (the service answers permission_denied otherwise); only the fields sent change. */
  updateSettings: protectedProcedure.input(callingSettingsPatch).mutation(({ ctx, input }) => updateCallingSettings(ctx.db, ctx.actor, input)),
  /** Where calls may go: countries and refused number types; everyone reads it, owners and admins change it. */
  destinationPolicy: protectedProcedure.query(({ ctx }) => getDestinationPolicy(ctx.db, ctx.actor)),
  updateDestinationPolicy: protectedProcedure.input(destinationPolicyPatch).mutation(({ ctx, input }) => updateDestinationPolicy(ctx.db, ctx.actor, input)),
});
