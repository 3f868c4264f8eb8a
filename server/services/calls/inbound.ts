import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { agents, calls, contactPhoneNumbers, contacts, providerResources, type VoiceProviderName } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { AppError } from '../../errors';
import type { AgentRow } from '../agents/service';
import { providerSql } from '../agents/can-make-calls';
import { disclosuresForCallee } from '../compliance/callee-disclosures';
import type { ContactRow } from '../contacts/access';
import { contactForCall, getBusinessValues } from '../contacts/template-values';
import { normalizePhone } from '../../lib/phone';
import { callVariables } from '../templates/call-variables';
import { renderTemplate } from '../templates/render';
import { newCallId, type CallRow } from './call-row';
import { addFundsHint } from '../wallet/funds-hint';
import { insufficientFunds } from '../wallet/holds';
import { CallAlreadyRecorded, placeCall } from './place-call';
import { mergeCallVariables } from './placed-call-values';

/** The first name of a contact saved for a caller the account did not know. */
export const UNKNOWN_CALLER_NAME = 'Unknown caller';

/** What the phone number column holds for a caller who withheld their number. */
export const WITHHELD_NUMBER = 'anonymous';

/**
 * The agent that answers calls to a provider's number: role `inbound`, not archived, of the account that owns the
 * number. One provider account serves every tenant, so the number's id is looked up in `provider_resources` (numbers
 * the operator imported into one account) and the agent is sought in that account only: first the agent named with
 * that id, else one whose own phone number is the called number, the oldest first, of the called provider only. A number no account owns, or an
 * account without such an agent, gets no agent: an agent's typed phone number never routes another account's line.
 */
export async function findInboundAgent(
  db: DbOrTx,
  called: { provider: VoiceProviderName; phoneNumberId: string | null; number: string | null },
): Promise<AgentRow | null> {
  if (!called.phoneNumberId) return null;
  const [owner] = await db
    .select({ accountId: providerResources.accountId })
    .from(providerResources)
    .where(and(eq(providerResources.provider, called.provider), eq(providerResources.kind, 'phone_number'), eq(providerResources.providerId, called.phoneNumberId)));
  if (!owner) return null;
  // Only an agent of the called provider answers: a Retell agent never takes a Vapi line, nor the reverse.
  const answering = and(eq(agents.accountId, owner.accountId), eq(agents.role, 'inbound'), isNull(agents.archivedAt), sql`${providerSql} = ${called.provider}`);
  const [byId] = await db.select().from(agents)
    .where(and(eq(agents.providerPhoneNumberId, called.phoneNumberId), answering))
    .orderBy(asc(agents.id)).limit(1);
  if (byId) return byId;
  const number = called.number ? normalizePhone(called.number) : null;
  if (!number) return null;
  const [byNumber] = await db.select().from(agents).where(and(eq(agents.phoneNumber, number), answering)).orderBy(asc(agents.id)).limit(1);
  return byNumber ?? null;
}

/** The account's contact with this number (index on account and number): a primary number first, then the oldest. */
async function findContactByNumber(tx: DbOrTx, accountId: number, e164: string): Promise<ContactRow | null> {
  const [row] = await tx
    .select({ contact: contacts })
    .from(contactPhoneNumbers)
    .innerJoin(contacts, eq(contacts.id, contactPhoneNumbers.contactId))
    .where(and(eq(contactPhoneNumbers.accountId, accountId), eq(contactPhoneNumbers.phoneNumber, e164)))
    .orderBy(desc(contactPhoneNumbers.isPrimary), asc(contacts.id))
    .limit(1);
  return row?.contact ?? null;
}

/** A caller the account did not know, saved as a contact of the agent's owner and team. */
async function saveUnknownCaller(tx: Tx, agent: AgentRow, e164: string, now: Date): Promise<ContactRow> {
  const country = parsePhoneNumberFromString(e164)?.country;
  const [row] = await tx
    .insert(contacts)
    .values({
      accountId: agent.accountId,
      ownerUserId: agent.createdByUserId,
      teamId: agent.teamId,
      firstName: UNKNOWN_CALLER_NAME,
      ...(country ? { country } : {}),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(contactPhoneNumbers).values({ contactId: row.id, accountId: agent.accountId, phoneNumber: e164, isPrimary: true });
  return row;
}

export interface InboundCallRequest {
  agent: AgentRow;
  /** The caller's number as the provider gave it; null or unreadable when withheld. */
  from: string | null;
  provider: VoiceProviderName;
  /** The provider's id of the call: a repeated request for it answers the call already recorded for this agent. */
  providerCallId: string | null;
  now: Date;
  /** Runs in the call's transaction once it is recorded (the simulator schedules the answer there). */
  onRecorded?: (tx: Tx, call: CallRow) => Promise<void>;
}

export interface InboundCall {
  call: CallRow;
  /** The flat variables the agent's assistant runs with (business_*, the contact's values). */
  variables: Record<string, unknown>;
}

const findByProviderId = async (db: DbOrTx, provider: VoiceProviderName, providerCallId: string) =>
  (await db.select().from(calls).where(and(eq(calls.provider, provider), eq(calls.providerCallId, providerCallId))))[0];

/**
 * A repeated request answers the call already recorded for it, but only when that call is this agent's: a provider
 * call id recorded for another agent or account is refused (not_found), never answered with that call's variables.
 */
function repeatOf(known: CallRow, agent: AgentRow): InboundCall {
  if (known.agentId !== agent.id || known.accountId !== agent.accountId) {
    throw new AppError('not_found', `Provider call ${known.providerCallId} is recorded for another agent.`);
  }
  return { call: known, variables: known.variables };
}

/**
 * Records an inbound call to `agent`, ringing, with the caller's contact (found by number among the account's
 * contacts, or saved as "Unknown caller" unless the agent says not to) and the variables its assistant runs with.
 * An inbound call costs what an outbound one does: the account's per-minute rate, per started minute, held at answer
 * for the account's longest call (or fewer minutes when the wallet affords fewer) and settled at its end. So it needs
 * what a placement needs: a free slot under the live-call cap, the inbound reserve included, and under its agent's
 * team's cap (429 live_call_limit), and one minute of free funds (402 insufficient_funds); a refused call records
 * nothing.
 */
export async function answerInboundCall(db: DbOrTx, req: InboundCallRequest): Promise<InboundCall> {
  const { agent, now } = req;
  if (req.providerCallId) {
    const known = await findByProviderId(db, req.provider, req.providerCallId);
    if (known) return repeatOf(known, agent);
  }
  const from = req.from ? normalizePhone(req.from) : null;
  const business = await getBusinessValues(db, agent.accountId);
  let variables: Record<string, unknown> = {};
  try {
    // The writer locks the account row first, before anything referring to it is written: a new contact's foreign
    // key takes a share lock on it, and two calls each holding one while waiting to lock it would deadlock. Held to
    // the end, it also makes the account's inbound calls take turns, so two calls at once from one new number save
    // one contact. The caller is found (or saved) under that lock, once the cap and the funds have let the call in.
    const placed = await placeCall(db, {
      accountId: agent.accountId,
      hold: 'now',
      countsLive: true,
      // An inbound call may take the slots the account keeps free for inbound calls.
      direction: 'inbound',
      agentId: agent.id,
      startAt: null,
      uniqueProviderCall: true,
      afterWrite: req.onRecorded,
      // The callee called: no dial was decided, so no compliance record.
      compliance: null,
      values: async (tx) => {
        let contact: ContactRow | null = null;
        let unknownCaller = false;
        if (from) {
          contact = await findContactByNumber(tx, agent.accountId, from);
          if (!contact && agent.saveUnknownCallers) {
            contact = await saveUnknownCaller(tx, agent, from, now);
            unknownCaller = true;
          }
        }
        const found = contact ? await contactForCall(tx, contact) : null;
        // The placeholder name is for people reading the contact list; the agent should not greet anyone by it.
        const contactValues = found ? { ...found.values, ...(unknownCaller ? { first_name: '', full_name: '' } : {}) } : { phone_number: from };
        const disclosures = await disclosuresForCallee(from ?? WITHHELD_NUMBER, found?.values ?? null);
        const own = callVariables({ disclosures, business });
        variables = { ...mergeCallVariables(business, contactValues, {}).merged, ...own };
        const values = { contact: contactValues, business, overrides: own };
        return {
          accountId: agent.accountId,
          callId: newCallId(),
          agentId: agent.id,
          agentVersion: agent.version,
          type: 'inbound',
          status: 'ringing',
          contactId: found?.id ?? null,
          contactName: found?.name ?? null,
          contactEmail: found?.email ?? null,
          phoneNumber: from ?? WITHHELD_NUMBER,
          fromNumber: agent.phoneNumber,
          variables,
          disclosures,
          instructions: renderTemplate(agent.instructions, values),
          firstMessage: renderTemplate(agent.firstMessage, values),
          provider: req.provider,
          providerCallId: req.providerCallId,
          estimatedStartAt: now,
          purpose: 'informational',
          createdAt: now,
          updatedAt: now,
        };
      },
    });
    if (!placed.placed) {
      if (placed.refusal.code === 'insufficient_funds') throw insufficientFunds(placed.funds, await addFundsHint(db, agent.accountId));
      throw placed.refusal.error;
    }
    return { call: placed.row!, variables };
  } catch (err) {
    if (!(err instanceof CallAlreadyRecorded) || !req.providerCallId) throw err;
    return repeatOf(await findByProviderId(db, req.provider, req.providerCallId), agent);
  }
}
