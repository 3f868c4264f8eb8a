import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { authSessions } from '../db/schema';
import type { DbOrTx } from '../db/types';

/**
 * Dashboard sessions on the server. The cookie stays a JWT (no session read on the hot path beyond one lookup
 * by primary key), but it names a row here, and a session whose row is gone is over: that is what makes
 * signing out, "sign out everywhere" and a password change take effect in every browser at once.
 */
export async function startSession(db: DbOrTx, userId: number): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db.insert(authSessions).values({ id, userId });
  return id;
}

/** Whether the session still exists and belongs to this user. */
export async function isSessionLive(db: DbOrTx, sessionId: unknown, userId: number): Promise<boolean> {
  if (typeof sessionId !== 'string' || !/^[0-9a-f]{32}$/.test(sessionId)) return false;
  const [row] = await db.select({ userId: authSessions.userId }).from(authSessions).where(eq(authSessions.id, sessionId));
  return row?.userId === userId;
}

export async function endSession(db: DbOrTx, sessionId: unknown): Promise<void> {
  if (typeof sessionId !== 'string') return;
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Ends every session of the user, or every one but `except` (the browser that asked). Returns how many. */
export async function endSessionsOfUser(db: DbOrTx, userId: number, except?: string | null): Promise<number> {
  const rows = await db
    .delete(authSessions)
    .where(except ? and(eq(authSessions.userId, userId), ne(authSessions.id, except)) : eq(authSessions.userId, userId))
    .returning({ id: authSessions.id });
  return rows.length;
}
