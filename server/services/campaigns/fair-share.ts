/**
 * How the running campaigns of an account share its outbound live slots: a pure decision over counts read under the
 * account lock (shared-capacity.ts reads them, each dispatch pass acts on its own campaign's share).
 *
 * Max-min fairness by progressive filling: every campaign that still wants a slot gets one in turn (lowest id
 * first, which only breaks ties), until the slots run out, its team's cap is reached, or it wants no more. So
 * campaigns of equal weight get equal shares, give up what they cannot use (one with few due recipients leaves the
 * rest to the others) and a campaign alone gets every slot. A share is a ceiling on the campaign's live calls, not
 * a booking: a campaign above its share (it ran alone a moment ago) places nothing and shrinks to it as its calls
 * end, while the others fill what frees up.
 */
export interface CampaignSlots {
  id: number;
  /** The campaign's agent's team (null: none); its cap, if any, is in `teams`. */
  teamId: number | null;
  /** Its calls that hold one of the account's live slots now (countsTowardLiveCap). */
  live: number;
  /** The live slots it could fill now: its live calls plus its due recipients, within its own concurrency cap. */
  wants: number;
}

export interface SlotsToShare {
  /**
   * The live slots the running campaigns share, their own live calls included: the account's outbound slots less
   * the live calls that are none of theirs (API and inbound calls, calls of paused campaigns).
   */
  room: number;
  /** For each team with a cap, the slots its campaigns share the same way (the team's other calls taken off). */
  teamRoom: ReadonlyMap<number, number>;
}

/** Each campaign's share: the most live calls it should have, by campaign id. */
export function fairShares(slots: SlotsToShare, campaigns: readonly CampaignSlots[]): Map<number, number> {
  const ordered = [...campaigns].sort((a, b) => a.id - b.id);
  let left = Math.max(0, slots.room);
  const teamLeft = new Map([...slots.teamRoom].map(([id, room]) => [id, Math.max(0, room)]));
  const share = new Map(ordered.map((c) => [c.id, 0]));
  let given = true;
  while (left > 0 && given) {
    given = false;
    for (const c of ordered) {
      if (left === 0) break;
      const s = share.get(c.id)!;
      if (s >= c.wants) continue;
      const inTeam = c.teamId === null ? undefined : teamLeft.get(c.teamId);
      if (inTeam === 0) continue;
      share.set(c.id, s + 1);
      left--;
      if (inTeam !== undefined) teamLeft.set(c.teamId!, inTeam - 1);
      given = true;
    }
  }
  return share;
}
