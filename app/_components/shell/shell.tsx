'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { useState } from 'react';
import { Icon } from './icons';
import { navItems } from './nav-items';

interface ShellUser {
  email: string;
  name: string | null;
  role: string;
  accountName: string;
}

/** The dashboard frame: a sidebar on wide screens, a menu button on narrow ones. */
export function Shell({ user, children }: { user: ShellUser; children: React.ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-screen lg:flex">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <div className="flex items-center justify-between border-b border-slate-800 bg-slate-900 px-4 py-3 text-white lg:hidden">
        <span className="font-semibold">Switchboard</span>
        <button type="button" className="rounded px-2 py-1 text-sm ring-1 ring-slate-600" aria-expanded={open} aria-controls="sidebar" onClick={() => setOpen((o) => !o)}>
          Menu
        </button>
      </div>
      <aside
        id="sidebar"
        className={`${open ? 'block' : 'hidden'} bg-slate-900 text-slate-200 lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-60 lg:shrink-0 lg:flex-col`}
      >
        <div className="hidden px-5 py-5 lg:block">
          <span className="text-lg font-semibold text-white">Switchboard</span>
          <p className="truncate text-xs text-slate-400">{user.accountName}</p>
        </div>
        <nav aria-label="Main" className="flex-1 space-y-0.5 px-3 py-2">
          {navItems.map((item) => {
            const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
            return (
              <Link
                key={item.href}
                href={item.href}
                onClick={() => setOpen(false)}
                aria-current={active ? 'page' : undefined}
                className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm transition focus-visible:outline-2 focus-visible:outline-indigo-400 ${
                  active ? 'bg-slate-800 font-medium text-white' : 'text-slate-300 hover:bg-slate-800/60 hover:text-white'
                }`}
              >
                <span className={active ? 'text-indigo-300' : 'text-slate-400'}>
                  <Icon name={item.icon} />
                </span>
                {item.label}
              </Link>
            );
          })}
        </nav>
        <div className="px-3 pb-2">
          {/* The reference and the guides are served outside the dashboard's router: a plain link loads them. */}
          <a
            href="/docs"
            className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-300 transition hover:bg-slate-800/60 hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-400"
          >
            <span className="text-slate-400">
              <Icon name="docs" />
            </span>
            API reference
          </a>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler's HTML, not a page of the router */}
          <a
            href="/docs/guides"
            className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-300 transition hover:bg-slate-800/60 hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-400"
          >
            <span className="text-slate-400">
              <Icon name="docs" />
            </span>
            Guides
          </a>
        </div>
        <div className="border-t border-slate-800 px-5 py-4 text-sm">
          <p className="truncate text-white" title={user.email}>
            {user.name || user.email}
          </p>
          <p className="text-xs capitalize text-slate-400">{user.role}</p>
          <button type="button" onClick={() => signOut({ redirectTo: '/' })} className="mt-2 text-xs font-medium text-slate-300 underline hover:text-white">
            Sign out
          </button>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-8 lg:py-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
