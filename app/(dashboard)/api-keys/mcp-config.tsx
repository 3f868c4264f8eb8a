'use client';

import { useState, useSyncExternalStore } from 'react';
import { CopyButton } from '@/app/_components/ui/copy-button';
import { INSTALL_DIR_PLACEHOLDER, mcpHttpConfig, mcpStdioConfig } from './mcp-config-text';

const noSubscription = () => () => {};
type Kind = 'http' | 'stdio';

/** A new key's ready MCP configuration, to paste into a desktop assistant's MCP settings. */
export function McpConfig({ apiKey }: { apiKey: string }) {
  const origin = useSyncExternalStore(noSubscription, () => window.location.origin, () => 'http://localhost:3000');
  const [kind, setKind] = useState<Kind>('http');
  const text = kind === 'http' ? mcpHttpConfig(origin, apiKey) : mcpStdioConfig(apiKey);
  const tab = (k: Kind, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={kind === k}
      onClick={() => setKind(k)}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${kind === k ? 'bg-indigo-50 text-indigo-800 ring-1 ring-indigo-200' : 'text-slate-700 hover:bg-slate-100'}`}
    >
      {label}
    </button>
  );
  return (
    <section aria-label="MCP configuration" className="rounded-md border border-slate-200 p-3">
      <h3 className="text-sm font-medium text-slate-900">Use this key from an AI assistant (MCP)</h3>
      <p className="mt-1 text-sm text-slate-600">
        Paste into the assistant&apos;s MCP configuration (for Claude Desktop, claude_desktop_config.json). The tools act with this
        key&apos;s permissions, and place_call always keeps the calling hours and consent.
      </p>
      <div role="tablist" aria-label="How the assistant reaches Switchboard" className="mt-3 flex gap-2">
        {tab('http', 'Over HTTP (hosted)')}
        {tab('stdio', 'Local command (stdio)')}
      </div>
      {kind === 'stdio' && (
        <p className="mt-2 text-xs text-slate-600">Replace {INSTALL_DIR_PLACEHOLDER} with the folder Switchboard is installed in; the command reads the same database settings as the server.</p>
      )}
      <pre data-testid="mcp-config" className="mt-2 overflow-x-auto rounded bg-slate-900 p-3 font-mono text-xs text-slate-100">{text}</pre>
      <div className="mt-2">
        <CopyButton text={text} label="Copy configuration" />
      </div>
    </section>
  );
}
