import { redirect } from 'next/navigation';
import { ButtonLink, buttonClass } from './_components/ui/button';
import { sessionUserId } from '@/server/auth/next-auth';

const features = [
  ['Agents and calls', 'Give each AI voice agent a number, instructions and a voice, and start calls from the browser or the API.'],
  ['Contacts and context', 'Keep contacts with phone numbers, tags and your own variables, and use them in every conversation.'],
  ['Calendar', 'Book meetings into free slots that respect your hours, buffers and notice.'],
  ['Webhooks', 'Signed notifications for every call and calendar event, with a delivery log and redelivery.'],
];

export default async function Home() {
  if (await sessionUserId()) redirect('/overview');
  return (
    <main className="mx-auto flex min-h-screen max-w-5xl flex-col px-6 py-10">
      <header className="flex items-center justify-between">
        <span className="text-lg font-semibold tracking-tight">Switchboard</span>
        <nav className="flex gap-2">
          <a href="/docs" className={buttonClass('ghost')}>
            API reference
          </a>
          <ButtonLink href="/sign-in" variant="ghost">
            Sign in
          </ButtonLink>
          <ButtonLink href="/sign-up">Create an account</ButtonLink>
        </nav>
      </header>
      <section className="py-20">
        <h1 className="max-w-2xl text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">The open platform for businesses that run AI voice agents.</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-600">Agents, calls, contacts, calendar and webhooks, behind one API and one dashboard.</p>
        <div className="mt-8 flex gap-3">
          <ButtonLink href="/sign-up">Get started</ButtonLink>
          <ButtonLink href="/sign-in" variant="secondary">
            I have an account
          </ButtonLink>
        </div>
      </section>
      <section className="grid gap-4 sm:grid-cols-2">
        {features.map(([title, text]) => (
          <div key={title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-medium text-slate-900">{title}</h2>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </div>
        ))}
      </section>
    </main>
  );
}
