import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { emailSchema } from './email';
import { hashPassword, verifyPassword } from './password';

export interface SignedInUser {
  id: number;
  email: string;
  name: string | null;
}

// Verified against when the email is unknown, so a wrong email costs as long as a wrong password.
let decoy: Promise<string> | undefined;

/** The user with this email and password, or null. Emails match case-insensitively. */
export async function verifyCredentials(db: DbOrTx, email: unknown, password: unknown): Promise<SignedInUser | null> {
  if (typeof password !== 'string' || password.length === 0 || password.length > 200) return null;
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return null;
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, parsed.data));
  if (!user?.passwordHash) {
    decoy ??= hashPassword('decoy password for unknown users');
    await verifyPassword(await decoy, password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  return { id: user.id, email: user.email, name: user.name };
}
