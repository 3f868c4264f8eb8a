'use client';

import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { ContactForm } from './contact-form';

export function ContactEditor({ contactId, onDone, onCreated }: { contactId: number | null; onDone: () => void; onCreated: (id: number) => void }) {
  const contact = api.contacts.get.useQuery({ id: contactId ?? 0 }, { enabled: contactId !== null });
  if (contactId === null) return <ContactForm contact={null} onDone={onDone} onCreated={onCreated} />;
  if (contact.isPending) return <Loading what="Loading contact" />;
  if (contact.error) return <ErrorNote error={contact.error} onRetry={() => contact.refetch()} />;
  return <ContactForm key={contact.data.updated_at} contact={contact.data} onDone={onDone} onCreated={onCreated} />;
}
