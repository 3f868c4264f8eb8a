import { z } from 'zod';
import {
  businessCalendarInput, calendarWeekInput, createEventInput, listEventsQuery, patchEventInput, setScheduleInput,
} from '../../services/calendar/schema';
import {
  calendarSettings, calendarWeek, clearOwnSchedule, createEvent, getEvent, listEvents, patchEvent, setAccountBusinessCalendar,
  setOwnSchedule,
} from '../../services/calendar/service';
import { countSimulatedData, removeSimulatedData } from '../../services/simulator/simulated-data';
import { protectedProcedure, router } from '../init';
import { rowIdSchema } from '../../lib/ids';

const ref = z.union([rowIdSchema, z.string().uuid()]);

export const calendarRouter = router({
  /** A week's events and the signed-in user's free slots in it. */
  week: protectedProcedure.input(calendarWeekInput).query(({ ctx, input }) => calendarWeek(ctx.db, ctx.actor, input)),
  list: protectedProcedure.input(listEventsQuery).query(({ ctx, input }) => listEvents(ctx.db, ctx.actor, input)),
  get: protectedProcedure.input(z.object({ ref })).query(({ ctx, input }) => getEvent(ctx.db, ctx.actor, input.ref)),
  create: protectedProcedure.input(createEventInput).mutation(({ ctx, input }) => createEvent(ctx.db, ctx.actor, input)),
  /** PATCH semantics; a status change is an update that sends only `status`. */
  update: protectedProcedure
    .input(z.object({ ref, patch: patchEventInput }))
    .mutation(({ ctx, input }) => patchEvent(ctx.db, ctx.actor, input.ref, input.patch)),
  settings: protectedProcedure.query(({ ctx }) => calendarSettings(ctx.db, ctx.actor)),
  /** Owners and admins: how many simulated bookings "Remove simulated data" would delete (the confirmation's count). */
  simulatedData: protectedProcedure.query(({ ctx }) => countSimulatedData(ctx.db, ctx.actor)),
  /** Owners and admins: deletes the account's simulated bookings, the same service as POST /api/v1/simulated-data/remove. */
  removeSimulatedData: protectedProcedure.mutation(({ ctx }) => removeSimulatedData(ctx.db, ctx.actor)),
  setSchedule: protectedProcedure.input(setScheduleInput).mutation(({ ctx, input }) => setOwnSchedule(ctx.db, ctx.actor, input)),
  /** Back to following the business hours alone. */
  clearSchedule: protectedProcedure.mutation(({ ctx }) => clearOwnSchedule(ctx.db, ctx.actor)),
  /** Owners and admins only (the service answers permission_denied to members). */
  setBusinessHours: protectedProcedure.input(businessCalendarInput).mutation(({ ctx, input }) => setAccountBusinessCalendar(ctx.db, ctx.actor, input)),
});
