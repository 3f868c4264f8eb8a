'use client';

import { useState } from 'react';
import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { useTimes } from '@/app/_components/use-times';
import { api } from '@/app/_trpc/client';
import type { AgentVersionDto } from '@/server/services/agents/version-schema';
import { fieldChanges, lineDiff } from './version-diff';

/**
 * The agent page's Versions card: each version of what the agent says and does, newest first, with what it changed
 * from the one before (the instructions line by line, the other fields by name), and Restore for an older one.
 */
export function AgentVersionsCard({ agent, onRestored }: { agent: { id: number; name: string; version: number }; onRestored: () => void }) {
  const versions = api.agents.versions.useQuery({ id: agent.id });
  const [restoring, setRestoring] = useState<AgentVersionDto | null>(null);
  if (versions.isPending) return <Card title="Versions"><Loading what="Loading versions" /></Card>;
  if (versions.error) return <Card title="Versions"><ErrorNote error={versions.error} onRetry={() => versions.refetch()} /></Card>;
  const list = versions.data.versions;
  return (
    <Card title="Versions">
      {list.length <= 1 ? (
        <p className="text-sm text-slate-500" data-testid="versions-empty">
          Only one version so far. Each time you change the instructions, first message, tools, voice, model or analysis, a new
          version is kept here, with what changed and a way back. Calls record the version they ran with.
        </p>
      ) : (
        <ol className="space-y-4">
          {list.map((v, i) => (
            <VersionItem key={v.version} version={v} previous={list[i + 1] ?? null} current={v.version === versions.data.version} onRestore={() => setRestoring(v)} />
          ))}
        </ol>
      )}
      {restoring && <RestoreDialog agent={agent} version={restoring} onClose={() => setRestoring(null)} onRestored={onRestored} />}
    </Card>
  );
}

function VersionItem({ version: v, previous, current, onRestore }: {
  version: AgentVersionDto; previous: AgentVersionDto | null; current: boolean; onRestore: () => void;
}) {
  const times = useTimes();
  const changes = previous ? fieldChanges(previous, v) : [];
  const diff = previous && previous.instructions !== v.instructions ? lineDiff(previous.instructions, v.instructions) : null;
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid={`version-${v.version}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-slate-900">Version {v.version}</span>
          {current && <Badge tone="green">Current</Badge>}
          {v.restored_from !== null && <Badge tone="gray">Restored from {v.restored_from}</Badge>}
          <span className="text-slate-500">{times.dateTime(v.created_at)}{v.created_by ? ` by ${v.created_by.email}` : ''}</span>
        </div>
        {!current && <Button variant="secondary" onClick={onRestore}>Restore</Button>}
      </div>
      {!previous && <p className="mt-2 text-sm text-slate-500">The first version.</p>}
      {changes.length > 0 && (
        <dl className="mt-2 grid gap-1 text-sm">
          {changes.map((c) => (
            <div key={c.field} className="flex flex-wrap gap-2">
              <dt className="font-medium text-slate-700">{c.field}:</dt>
              <dd><del className="text-red-700">{c.before}</del> → <ins className="text-green-700 no-underline">{c.after}</ins></dd>
            </div>
          ))}
        </dl>
      )}
      {diff && (
        <details className="mt-2" open={current}>
          <summary className="cursor-pointer text-sm text-slate-700">Instructions changed</summary>
          {/* A scroll box a keyboard can scroll too. */}
          <div role="region" tabIndex={0} aria-label={`Line diff of version ${v.version}`}
            className="mt-1 max-h-72 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 font-mono text-xs leading-5">
            {diff.map((l, i) => (
              <div key={i} className={l.kind === 'added' ? 'bg-green-50 text-green-800' : l.kind === 'removed' ? 'bg-red-50 text-red-800' : 'text-slate-600'}>
                {l.kind === 'added' ? '+ ' : l.kind === 'removed' ? '- ' : '  '}{l.text}
              </div>
            ))}
          </div>
        </details>
      )}
      {previous && !diff && changes.length === 0 && <p className="mt-2 text-sm text-slate-500">The same as version {previous.version}.</p>}
    </li>
  );
}

function RestoreDialog({ agent, version, onClose, onRestored }: {
  agent: { id: number; name: string }; version: AgentVersionDto; onClose: () => void; onRestored: () => void;
}) {
  const utils = api.useUtils();
  const restore = api.agents.restoreVersion.useMutation({
    onSuccess: async () => {
      onClose();
      await utils.agents.invalidate();
      onRestored();
    },
  });
  return (
    <Dialog open onClose={onClose} title={`Restore version ${version.version}`}>
      <p className="text-sm text-slate-700">
        {`Restore version ${version.version} of ${agent.name}? Its instructions, first message, tools, voice, model and analysis become the agent's again, as a new version; the versions since stay in the history. Calls placed from now on use it.`}
      </p>
      <ErrorNote error={restore.error} />
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button busy={restore.isPending} onClick={() => restore.mutate({ id: agent.id, version: version.version })}>
          Restore version {version.version}
        </Button>
      </div>
    </Dialog>
  );
}
