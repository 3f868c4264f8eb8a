import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/types';
import { actorForUser } from '../../services/accounts/service';
import { getUserByEmailOrThrow } from '../../services/accounts/operator-directory';
import { requireId, requireString, type Flags } from '../command';

/** The person a command acts as: `--user 5` or `--user ada@example.com` (the email they sign in with). */
export async function actorOfUserFlag(db: Database, f: Flags): Promise<Actor> {
  const v = requireString(f, 'user');
  const id = v.includes('@') ? (await getUserByEmailOrThrow(db, v)).id : requireId(f, 'user');
  return actorForUser(db, id);
}
