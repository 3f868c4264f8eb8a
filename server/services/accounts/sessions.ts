import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { hashPassword, verifyPassword } from '../../auth/password';
import { endSessionsOfUser } from '../../auth/sessions';
import { startSignInAttempt } from '../../auth/sign-in-throttle';
import { users } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError, parseOrThrow } from '../../errors';
import { changePasswordInput, type ChangePasswordInput } from './schema';

/** "Sign out everywhere": ends every dashboard session of the user, this browser's included. */
export async function signOutEverywhere(db: Database, actor: Actor): Promise<{ ended: number }> {
  return { ended: await endSessionsOfUser(db, actor.userId) };
}

/**
 * Changes the user's password after checking the current one, and ends every other session: whoever else
 * held a session (a stolen cookie, a shared computer) is signed out. The browser that asked stays signed in.
 * Wrong current passwords count against the same limits as sign-in, so this is no side door for guessing.
 */
export async function changePassword(
  db: Database,
  actor: Actor,
  input: ChangePasswordInput,
  opts: { keepSessionId?: string | null; address?: string | null } = {},
): Promise<{ ended_sessions: number; message: string }> {
  const data = parseOrThrow(changePasswordInput, input);
  const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.userId));
  const limits = await startSignInAttempt(db, user.email, opts.address ?? null);
  if (!limits.attempt) {
    throw new AppError('rate_limited', 'Too many attempts; try again later.', { extra: { retry_after: limits.retryAfter } });
  }
  if (!(await verifyPassword(user.passwordHash, data.current_password))) {
    throw new AppError('wrong_password', 'The current password is not correct.', { details: [{ path: 'current_password', message: 'is not correct' }] });
  }
  await limits.attempt.succeeded();
  const passwordHash = await hashPassword(data.new_password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, actor.userId));
    const ended = await endSessionsOfUser(tx, actor.userId, opts.keepSessionId);
    return { ended_sessions: ended, message: 'Password changed; every other session is signed out.' };
  });
}
