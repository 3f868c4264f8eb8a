import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactDetail } from './contact-detail';

export const metadata: Metadata = { title: 'Contact' };

export default async function ContactPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) notFound();
  return <ContactDetail contactId={Number(id)} />;
}
