import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { teamMemberships, users } from '../db/schema';
import { createEvent } from '../services/calendar/service';
import { actorOf, newUser } from './fixtures';

// Fixtures of the transfer tests: people of an account with a name, a phone number and a team, and their busy time.

/** A member of the account named `name`, with `phone` (or none), in `teamId` (or in no team). */
export async function person(accountId: number, name: string, opts: { phone?: string | null; teamId?: number | null } = {}): Promise<number> {
  const db = await getDb();
  const { userId } = await newUser(accountId);
  await db.update(users).set({ name, phoneNumber: opts.phone ?? null }).where(eq(users.id, userId));
  if (opts.teamId) await db.insert(teamMemberships).values({ teamId: opts.teamId, userId });
  return userId;
}

/** An event that takes the user's time from `start` to `end`. */
export async function busy(userId: number, start: string | Date, end: string | Date) {
  const iso = (d: string | Date) => (typeof d === 'string' ? d : d.toISOString());
  return createEvent(await getDb(), await actorOf(userId), { title: 'Busy', start_time: iso(start), end_time: iso(end), event_type: 'busy' });
}
