'use client';

import Link from 'next/link';
import { Button } from '@/app/_components/ui/button';
import { ErrorNote, Notice } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';

/** "Make a test from this call": the caller's lines and what the call did become a test of its agent. */
export function MakeTestFromCall({ callId, agentId }: { callId: number; agentId: number | null }) {
  const make = api.agentTests.fromCall.useMutation();
  if (make.data) {
    return (
      <Notice tone="success">
        Test “{make.data.test.name}” added{agentId !== null && <> to <Link className="underline" href={`/agents/${agentId}`}>the agent</Link></>}.
      </Notice>
    );
  }
  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={() => make.mutate({ callId })} busy={make.isPending}>Make a test from this call</Button>
      <ErrorNote error={make.error} />
    </div>
  );
}
