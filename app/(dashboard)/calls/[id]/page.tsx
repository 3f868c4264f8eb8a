import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CallDetail } from './call-detail';

export const metadata: Metadata = { title: 'Call' };

export default async function CallPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // A database id, or a `call_…` id (how a retry links to its first attempt).
  if (/^\d+$/.test(id)) return <CallDetail callId={Number(id)} />;
  if (/^call_[0-9a-f]{24}$/.test(id)) return <CallDetail callId={id} />;
  notFound();
}
