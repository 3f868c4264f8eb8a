'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Dialog } from '@/app/_components/ui/dialog';
import { ErrorNote } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';

/** Archive or unarchive an agent, after a confirmation that says what it does. */
export function ArchiveAgentButton({ agent }: { agent: { id: number; name: string; archived_at: string | null } }) {
  const utils = api.useUtils();
  const [open, setOpen] = useState(false);
  const onSuccess = async () => {
    setOpen(false);
    await utils.agents.invalidate();
  };
  const archive = api.agents.archive.useMutation({ onSuccess });
  const unarchive = api.agents.unarchive.useMutation({ onSuccess });
  const archived = agent.archived_at !== null;
  const mutation = archived ? unarchive : archive;
  return (
    <>
      <Button variant={archived ? 'secondary' : 'danger'} onClick={() => setOpen(true)}>
        {archived ? 'Unarchive' : 'Archive'}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={archived ? 'Unarchive agent' : 'Archive agent'}>
        <p className="text-sm text-slate-700">
          {archived
            ? `Unarchive ${agent.name}? It returns to the agents list and can place calls again. Campaigns paused by archiving stay paused until you resume them.`
            : `Archive ${agent.name}? It leaves the agents list and places no new calls; its running campaigns are paused. Its calls and their pages stay, and you can unarchive it later.`}
        </p>
        <ErrorNote error={mutation.error} />
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant={archived ? 'primary' : 'danger'} busy={mutation.isPending} onClick={() => mutation.mutate({ id: agent.id })}>
            {archived ? 'Unarchive agent' : 'Archive agent'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
