import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MessageDetail } from './message-detail';

export const metadata: Metadata = { title: 'Message' };

export default async function MessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^msg_[0-9a-f]{24}$/.test(id)) notFound();
  return <MessageDetail messageId={id} />;
}
