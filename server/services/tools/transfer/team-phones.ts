import { and, asc, eq, exists, isNotNull } from 'drizzle-orm';
import { teamMemberships, users } from '../../../db/schema';
import type { DbOrTx } from '../../../db/types';
import { logger } from '../../../logger';
import { userBlockingEvents } from '../../calendar/availability';
import { loadAvailabilityRules } from '../../calendar/settings';
import { transferRefusalsOf } from '../../compliance/service';
import type { ToolCallContext } from '../context';
import { TALK_MINUTES, type MemberCalendar } from './hand-off-rules';

export interface ReachableMember {
  userId: number;
  name: string;
  phoneNumber: string;
  /**
   * Whether the call may be put through to their number now: the account's destination policy and the operator's
   * floor, read at the transfer (a number saved before either changed may no longer pass). One who may not still
   * calls the caller back, which dials the caller and never their number.
   */
  transferable: boolean;
}

const DAY_MS = 86_400_000;

/**
 * The people a call may be handed to: users of the call's account with a phone number, who belong to the agent's
 * team when the agent is one of the account's own and has a team; a teamless agent, or a partner's agent shared
 * with the account, works for the whole account. Never anyone of another account. Ordered by user id.
 */
export async function reachableMembers(db: DbOrTx, ctx: Pick<ToolCallContext, 'call' | 'agent'>): Promise<ReachableMember[]> {
  const teamId = ctx.agent.accountId === ctx.call.accountId ? ctx.agent.teamId : null;
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(and(
      eq(users.accountId, ctx.call.accountId),
      isNotNull(users.phoneNumber),
      teamId === null
        ? undefined
        : exists(db.select({ one: teamMemberships.userId }).from(teamMemberships)
          .where(and(eq(teamMemberships.teamId, teamId), eq(teamMemberships.userId, users.id)))),
    ))
    .orderBy(asc(users.id));
  const refusalOf = rows.length ? await transferRefusalsOf(db, ctx.call.accountId) : () => null;
  return rows.map((r) => {
    const refusal = refusalOf(r.phoneNumber!);
    if (refusal) {
      logger.warn('transfer target skipped: destination policy refuses their number', {
        call_id: ctx.call.id, user_id: r.userId, phone_number: r.phoneNumber, reason: refusal,
      });
    }
    return { userId: r.userId, name: r.name?.trim() || r.email, phoneNumber: r.phoneNumber!, transferable: refusal === null };
  });
}

/** Each member's availability rules and blocking events from `now` to `until`, read as availability reads them. */
export async function memberCalendars(
  db: DbOrTx, accountId: number, members: readonly ReachableMember[], now: number, until: number,
): Promise<MemberCalendar[]> {
  const out: MemberCalendar[] = [];
  for (const m of members) {
    const rules = await loadAvailabilityRules(db, accountId, m.userId);
    // Far enough out for the buffer that widens each event and a slot that starts at the window's edge.
    const margin = (rules.bufferMinutes + TALK_MINUTES) * 60_000 + DAY_MS;
    out.push({ userId: m.userId, rules, blocking: await userBlockingEvents(db, m.userId, now - margin, until + margin) });
  }
  return out;
}
