import { and, asc, count, desc, eq, gt as sqlGt, inArray, sql, type SQL } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { agents, campaignRecipients, campaigns, contacts, type CampaignStatus } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { notFound, parseOrThrow } from '../../errors';
import { toIso } from '../../lib/time';
import { pagedSelect } from '../../lib/pagination';
import { agentVisibility } from '../agents/visibility';
import { contactScope } from '../contacts/access';
import { progressOf } from './progress';
import {
  listCampaignsQuery, listRecipientsQuery, type CampaignDto, type CampaignList, type CampaignProgress,
  type ListCampaignsQuery, type ListRecipientsQuery, type RecipientDto, type RecipientList,
} from './schema';
import { csvCell } from '../../lib/csv';
import { phoneForSpreadsheet } from '../../lib/phone';

export type CampaignRow = typeof campaigns.$inferSelect;
type RecipientRow = typeof campaignRecipients.$inferSelect;

/**
 * Campaigns an actor may see and act on, as calls: those of their own account; owners and admins all of them,
 * members the campaigns they created and those whose agent they can see. Anything else is not found.
 */
export function campaignScope(actor: Actor): SQL {
  const inAccount = eq(campaigns.accountId, actor.accountId);
  if (isAccountAdmin(actor)) return inAccount;
  const agentSeen = sql`exists (select 1 from ${agents} where ${agents.id} = ${campaigns.agentId} and ${agentVisibility(actor)})`;
  return and(inAccount, sql`(${campaigns.createdByUserId} = ${actor.userId} or ${agentSeen})`)!;
}

/**
 * Whether the actor sees a recipient's contact, and so its number: owners and admins always; members as the contacts
 * list shows contacts (no team, or a team of theirs). A campaign a member sees may have been resolved with another
 * user's reach, so its recipients can include contacts hidden from them.
 */
function recipientContactSeen(actor: Actor): SQL<boolean> {
  if (isAccountAdmin(actor)) return sql<boolean>`true`;
  return sql<boolean>`exists (select 1 from ${contacts} where ${contacts.id} = ${campaignRecipients.contactId} and ${contactScope(actor)})`;
}

/** The actor's campaign (else 404 not_found, also for another account's), optionally locked for update. */
export async function getCampaignOrThrow(db: DbOrTx, actor: Actor, id: number | string, opts: { lock?: boolean } = {}): Promise<CampaignRow> {
  const n = typeof id === 'number' ? id : /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isInteger(n)) throw notFound(`Campaign ${String(id)}`);
  const q = db.select().from(campaigns).where(and(eq(campaigns.id, n), campaignScope(actor)));
  const [row] = opts.lock ? await q.for('update') : await q;
  if (!row) throw notFound(`Campaign ${String(id)}`);
  return row;
}

export async function toCampaignDtos(db: DbOrTx, rows: CampaignRow[]): Promise<CampaignDto[]> {
  if (!rows.length) return [];
  const [progress, agentRows] = await Promise.all([
    progressOf(db, rows.map((r) => r.id)),
    db.select({ id: agents.id, name: agents.name, assistantId: agents.assistantId }).from(agents).where(inArray(agents.id, [...new Set(rows.map((r) => r.agentId))])),
  ]);
  const agentById = new Map(agentRows.map((a) => [a.id, a]));
  return rows.map((r) => toCampaignDto(r, agentById.get(r.agentId)!, progress.get(r.id)!));
}

export function toCampaignDto(r: CampaignRow, agent: { id: number; name: string; assistantId: string }, progress: CampaignProgress): CampaignDto {
  return {
    id: r.id,
    name: r.name,
    agent: { id: agent.id, name: agent.name, assistant_id: agent.assistantId },
    status: r.status,
    purpose: r.purpose,
    audience: r.audience,
    variables: r.variables,
    calling_hours: r.callingHours,
    max_concurrent_calls: r.maxConcurrentCalls,
    retry: r.retryPolicy,
    voicemail: r.voicemail,
    start_at: toIso(r.startAt),
    paused_reason: r.pausedReason,
    created_at: toIso(r.createdAt),
    started_at: toIso(r.startedAt),
    completed_at: toIso(r.completedAt),
    progress,
  };
}

const toRecipientDto = (r: RecipientRow, contactSeen: boolean): RecipientDto => ({
  contact_id: r.contactId,
  phone_number: contactSeen ? r.phoneNumber : null,
  status: r.status,
  attempts: r.attempts,
  last_call_id: r.lastCallId,
  next_attempt_at: toIso(r.nextAttemptAt),
  ended_reason: r.endedReason,
  wait_reason: r.waitReason,
});

/** GET /api/v1/campaigns/{id}. */
export async function getCampaign(db: DbOrTx, actor: Actor, id: number | string): Promise<CampaignDto> {
  const [dto] = await toCampaignDtos(db, [await getCampaignOrThrow(db, actor, id)]);
  return dto;
}

/** GET /api/v1/campaigns: newest first, optionally by status. */
export async function listCampaigns(db: DbOrTx, actor: Actor, input: ListCampaignsQuery): Promise<CampaignList> {
  const query = parseOrThrow(listCampaignsQuery, input);
  const where = and(campaignScope(actor), query.status ? eq(campaigns.status, query.status as CampaignStatus) : undefined);
  return pagedSelect({
    key: 'campaigns',
    page: query.page,
    limit: query.limit,
    count: async () => (await db.select({ n: count() }).from(campaigns).where(where))[0].n,
    rows: async (limit, offset) =>
      toCampaignDtos(db, await db.select().from(campaigns).where(where).orderBy(desc(campaigns.id)).limit(limit).offset(offset)),
  });
}

/** GET /api/v1/campaigns/{id}/recipients: in audience order, optionally by status. */
export async function listRecipients(db: DbOrTx, actor: Actor, id: number | string, input: ListRecipientsQuery): Promise<RecipientList> {
  const query = parseOrThrow(listRecipientsQuery, input);
  const campaign = await getCampaignOrThrow(db, actor, id);
  const where = and(eq(campaignRecipients.campaignId, campaign.id), query.status ? eq(campaignRecipients.status, query.status) : undefined);
  return pagedSelect({
    key: 'recipients',
    page: query.page,
    limit: query.limit,
    count: async () => (await db.select({ n: count() }).from(campaignRecipients).where(where))[0].n,
    rows: async (limit, offset) =>
      (await db.select({ r: campaignRecipients, seen: recipientContactSeen(actor) }).from(campaignRecipients).where(where).orderBy(asc(campaignRecipients.id)).limit(limit).offset(offset))
        .map(({ r, seen }) => toRecipientDto(r, seen)),
  });
}

const csvColumns = ['contact_id', 'phone_number', 'status', 'attempts', 'last_call_id', 'next_attempt_at', 'ended_reason', 'wait_reason'] as const;

export { csvCell };

/** GET /api/v1/campaigns/{id}/recipients.csv: every recipient, read a page at a time. */
export async function recipientsCsv(db: DbOrTx, actor: Actor, id: number | string): Promise<string> {
  const campaign = await getCampaignOrThrow(db, actor, id);
  const lines = [csvColumns.join(',')];
  const PAGE = 1000;
  for (let after = 0; ;) {
    const rows = await db
      .select({ r: campaignRecipients, seen: recipientContactSeen(actor) })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaign.id), sqlGt(campaignRecipients.id, after)))
      .orderBy(asc(campaignRecipients.id))
      .limit(PAGE);
    for (const { r, seen } of rows) {
      const dto = toRecipientDto(r, seen);
      // Numbers as spreadsheets open them cleanly (`+1 415 555 0123`), as the contacts export writes them.
      const cells = { ...dto, phone_number: dto.phone_number === null ? null : phoneForSpreadsheet(dto.phone_number) };
      lines.push(csvColumns.map((c) => csvCell(cells[c])).join(','));
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1].r.id;
  }
  return `${lines.join('\r\n')}\r\n`;
}
