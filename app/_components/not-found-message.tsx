import Link from 'next/link';
import { buttonClass } from './ui/button';

/** What a missing page says, in the dashboard and outside it: where to go instead. */
export function NotFoundMessage({ home, homeLabel }: { home: string; homeLabel: string }) {
  return (
    <div className="max-w-lg">
      <p className="text-sm font-semibold text-indigo-600">404</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-2 text-sm text-slate-600">
        There is nothing at this address. It may have been mistyped, or what it showed was deleted or is not shared with you.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={home} className={buttonClass('primary')}>
          {homeLabel}
        </Link>
        {/* The reference is a page of its own, not a route of this app's router: a plain link loads it. */}
        <a href="/docs" className={buttonClass('secondary')}>
          API reference
        </a>
      </div>
    </div>
  );
}
