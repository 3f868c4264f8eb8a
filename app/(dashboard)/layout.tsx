import { redirect } from 'next/navigation';
import { Shell } from '@/app/_components/shell/shell';
import { sessionUserId } from '@/server/auth/next-auth';
import { getDb } from '@/server/db/client';
import { currentUser } from '@/server/services/accounts/directory';
import { actorForUser } from '@/server/services/accounts/service';

// Every dashboard page needs a signed-in user; the data itself is checked again by each tRPC call.
export const dynamic = 'force-dynamic';

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const userId = await sessionUserId();
  if (!userId) redirect('/sign-in');
  const db = await getDb();
  const user = await actorForUser(db, userId)
    .then((actor) => currentUser(db, actor))
    .catch(() => null);
  if (!user) redirect('/sign-in');
  return (
    <Shell user={{ email: user.email, name: user.name, role: user.role, accountName: user.account.name }}>{children}</Shell>
  );
}
