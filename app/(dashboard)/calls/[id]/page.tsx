import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CallDetail } from './call-detail';

export const metadata: Metadata = { title: 'Call' };

export default async function CallPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  return <CallDetail callId={Number(id)} />;
}
