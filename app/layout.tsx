import type { Metadata } from 'next';
import './globals.css';

export const metadata: Metadata = {
  title: 'Switchboard',
  description: 'Run your AI voice agents: calls, contacts, calendar and webhooks.',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">{children}</body>
    </html>
  );
}
