import { z } from 'zod';

/** What a REST path names by its segment (a call, a campaign), as a tool's argument: an integer id or the id as text. */
export const pathRef = (description: string) => z.union([z.number().int(), z.string().trim().min(1).max(200)]).describe(description);

export const getCallInput = z.object({ call_id: pathRef('The call record id (integer) or its call_id string (call_…).') });
export const getCampaignInput = z.object({ id: pathRef('The campaign id.') });
export const getAgentVersionsInput = z.object({ agent_id: pathRef("The agent's database id (integer) or its assistant_id.") });
