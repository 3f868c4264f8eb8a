import type { Metadata } from 'next';
import { connection } from 'next/server';
import { TrpcProvider } from './_trpc/provider';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Switchboard', template: '%s · Switchboard' },
  description: 'Run your AI voice agents: calls, contacts, calendar and webhooks.',
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request, so Next.js can put the request's CSP nonce (proxy.ts) on its scripts.
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <TrpcProvider>{children}</TrpcProvider>
      </body>
    </html>
  );
}
