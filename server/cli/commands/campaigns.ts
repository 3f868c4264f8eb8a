import { actorForUser } from '../../services/accounts/service';
import {
  cancelCampaign, createCampaign, getCampaign, listCampaigns, pauseCampaign, resumeCampaign, startCampaign,
} from '../../services/campaigns/service';
import type { Database } from '../../db/types';
import type { Actor } from '../../auth/actor';
import type { CampaignList } from '../../services/campaigns/schema';
import { optionalInt, optionalJson, optionalString, requireId, requireString, type Command, type Flags } from '../command';
import { table } from '../table';

/**
 * Campaigns from a terminal, acting as a user (`--user`) under that user's role, exactly as the API and the
 * dashboard would: the same service functions, the same checks and the same error codes.
 */
const asUser = async (db: Database, f: Flags): Promise<Actor> => actorForUser(db, requireId(f, 'user'));

type Action = (db: Database, actor: Actor, id: number) => Promise<Record<string, unknown>>;

const action = (verb: string, run: Action): Command => ({
  name: ['campaign', verb],
  usage: `campaign ${verb} --user ID --id CAMPAIGN`,
  options: ['user', 'id'],
  run: async (db, f) => run(db, await asUser(db, f), requireId(f, 'id')),
});

export const campaignCommands: Command[] = [
  {
    name: ['campaign', 'create'],
    usage:
      "campaign create --user ID --name N --agent ID --audience JSON [--purpose P] [--max-concurrent N] " +
      "[--calling-hours JSON] [--retry JSON] [--variables JSON] [--start-at ISO] [--start]",
    options: ['user', 'name', 'agent', 'audience', 'purpose', 'max-concurrent', 'calling-hours', 'retry', 'variables', 'start-at'],
    switches: ['start'],
    async run(db, f) {
      const actor = await asUser(db, f);
      return createCampaign(db, actor, {
        name: requireString(f, 'name'),
        agent_id: requireId(f, 'agent'),
        audience: optionalJson(f, 'audience') as never,
        purpose: optionalString(f, 'purpose') as never,
        max_concurrent_calls: optionalInt(f, 'max-concurrent'),
        calling_hours: optionalJson(f, 'calling-hours') as never,
        retry: optionalJson(f, 'retry') as never,
        variables: optionalJson(f, 'variables') as never,
        start_at: optionalString(f, 'start-at'),
        start: f.start === true,
      });
    },
  },
  {
    name: ['campaign', 'list'],
    usage: 'campaign list --user ID [--status S] [--page N] [--limit N]',
    options: ['user', 'status', 'page', 'limit'],
    async run(db, f) {
      return listCampaigns(db, await asUser(db, f), {
        status: optionalString(f, 'status') as never,
        page: optionalInt(f, 'page'),
        limit: optionalInt(f, 'limit'),
      });
    },
    readOnly: true,
    text(result) {
      const list = result as unknown as CampaignList;
      const rows = table(list.campaigns, [
        ['ID', (c) => c.id], ['NAME', (c) => c.name], ['STATUS', (c) => c.status], ['AGENT', (c) => `${c.agent.id} ${c.agent.name}`],
        ['PURPOSE', (c) => c.purpose], ['RECIPIENTS', (c) => c.progress.total], ['CREATED', (c) => c.created_at],
      ], 'No campaigns.');
      return list.campaigns.length ? `${rows}\n(${list.count} in all; page ${list.page} of ${list.pages})` : rows;
    },
  },
  { ...action('show', getCampaign), readOnly: true },
  action('start', (db, actor, id) => startCampaign(db, actor, id)),
  action('pause', (db, actor, id) => pauseCampaign(db, actor, id)),
  action('resume', (db, actor, id) => resumeCampaign(db, actor, id)),
  action('cancel', (db, actor, id) => cancelCampaign(db, actor, id)),
];
