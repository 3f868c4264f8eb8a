import type { Metadata } from 'next';
import { TrpcProvider } from './_trpc/provider';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Switchboard', template: '%s · Switchboard' },
  description: 'Run your AI voice agents: calls, contacts, calendar and webhooks.',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <TrpcProvider>{children}</TrpcProvider>
      </body>
    </html>
  );
}
