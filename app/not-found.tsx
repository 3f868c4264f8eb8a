import type { Metadata } from 'next';
import Link from 'next/link';
import { NotFoundMessage } from './_components/not-found-message';

export const metadata: Metadata = { title: 'Page not found' };

/** Any address the app does not serve (the API answers its own JSON 404). */
export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <Link href="/" className="mb-8 text-lg font-semibold tracking-tight text-slate-900">
        Switchboard
      </Link>
      <div className="w-full max-w-lg rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <NotFoundMessage home="/" homeLabel="Go to the home page" />
      </div>
    </main>
  );
}
