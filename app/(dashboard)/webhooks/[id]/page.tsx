import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WebhookDetail } from './webhook-detail';

export const metadata: Metadata = { title: 'Webhook deliveries' };

export default async function WebhookPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  return <WebhookDetail webhookId={Number(id)} />;
}
