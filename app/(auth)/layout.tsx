import Link from 'next/link';
import { redirect } from 'next/navigation';
import { sessionUserId } from '@/server/auth/next-auth';

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  if (await sessionUserId()) redirect('/overview');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <Link href="/" className="mb-6 text-lg font-semibold tracking-tight text-slate-900">
        Switchboard
      </Link>
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
    </main>
  );
}
