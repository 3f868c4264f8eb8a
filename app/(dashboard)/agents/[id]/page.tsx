import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AgentEditor } from '../agent-editor';

export const metadata: Metadata = { title: 'Edit agent' };

export default async function EditAgentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  return <AgentEditor agentId={Number(id)} />;
}
