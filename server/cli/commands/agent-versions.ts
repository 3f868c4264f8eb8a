import type { AgentVersionDto, AgentVersionListDto } from '../../services/agents/version-schema';
import { toAgentResource } from '../../services/agents/service';
import { restoreAgentVersionJudged } from '../../services/agent-changes/judged-edit';
import { listAgentVersions } from '../../services/agents/versions';
import { requireId, requireString, type Command } from '../command';
import { table, type Column } from '../table';
import { actorOfUserFlag } from './user-flag';

/*
 * An agent's versions from the command line, with the REST API's service calls and answers (--json prints what
 * /api/v1/agents/{id}/versions answers), as the person --user names (an id or the email they sign in with).
 */

const firstLine = (s: string) => (s.split('\n')[0] ?? '').slice(0, 60);

const versionColumns: Column<AgentVersionDto>[] = [
  ['VERSION', (v) => v.version], ['CREATED', (v) => v.created_at], ['BY', (v) => v.created_by?.email],
  ['RESTORED FROM', (v) => v.restored_from], ['MODEL', (v) => v.model], ['VOICE', (v) => v.voice_id], ['TOOLS', (v) => v.tools],
  ['INSTRUCTIONS', (v) => firstLine(v.instructions)],
];

export const agentVersionCommands: Command[] = [
  {
    name: ['agent', 'versions'],
    usage: 'agent versions --user ID|EMAIL --agent ID   → as GET /api/v1/agents/{id}/versions (newest first)',
    options: ['user', 'agent'],
    readOnly: true,
    run: async (db, f) => listAgentVersions(db, await actorOfUserFlag(db, f), requireString(f, 'agent')),
    text: (r) => table((r as AgentVersionListDto).versions, versionColumns, 'No versions.'),
  },
  {
    name: ['agent', 'restore'],
    usage: 'agent restore --user ID|EMAIL --agent ID --version N   → as POST /api/v1/agents/{id}/versions/{n}/restore (a new version equal to N)',
    options: ['user', 'agent', 'version'],
    async run(db, f) {
      return toAgentResource(await restoreAgentVersionJudged(db, await actorOfUserFlag(db, f), requireString(f, 'agent'), requireId(f, 'version')));
    },
    text: (r) => `Agent ${String(r.id)} is now at version ${String(r.version)}.`,
  },
];
