import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairShares, type CampaignSlots, type SlotsToShare } from './fair-share';

const slots = (outboundCap: number, accountLive = 0, teams: [number, { maxLiveCalls: number; live: number }][] = []): SlotsToShare =>
  ({ outboundCap, accountLive, teams: new Map(teams) });
const campaign = (id: number, wants: number, live = 0, teamId: number | null = null): CampaignSlots => ({ id, teamId, live, wants });
const shares = (s: SlotsToShare, cs: CampaignSlots[]) => Object.fromEntries(fairShares(s, cs));

describe('fairShares', () => {
  it.each<[string, SlotsToShare, CampaignSlots[], Record<number, number>]>([
    ['a campaign alone takes every slot', slots(10), [campaign(1, 50)], { 1: 10 }],
    ['two campaigns of equal weight split the slots', slots(10), [campaign(1, 50), campaign(2, 50)], { 1: 5, 2: 5 }],
    ['an odd slot goes to the older campaign', slots(5), [campaign(2, 50), campaign(1, 50)], { 1: 3, 2: 2 }],
    ['a campaign that wants little leaves the rest to the other', slots(10), [campaign(1, 2), campaign(2, 50)], { 1: 2, 2: 8 }],
    ['a campaign that wants nothing takes nothing', slots(4), [campaign(1, 0), campaign(2, 50)], { 1: 0, 2: 4 }],
    ['calls that are none of theirs (API, inbound) come off the top', slots(10, 4), [campaign(1, 50), campaign(2, 50)], { 1: 3, 2: 3 }],
    ['a campaign over its share keeps a share, not its calls', slots(4, 4), [campaign(1, 4, 4), campaign(2, 4)], { 1: 2, 2: 2 }],
    ['a team cap bounds its campaigns and the rest goes to the others', slots(10, 0, [[7, { maxLiveCalls: 2, live: 0 }]]),
      [campaign(1, 50, 0, 7), campaign(2, 50, 0, 7), campaign(3, 50)], { 1: 1, 2: 1, 3: 8 }],
    ["the team's other calls count against its cap", slots(10, 1, [[7, { maxLiveCalls: 2, live: 1 }]]),
      [campaign(1, 50, 0, 7), campaign(2, 50)], { 1: 1, 2: 8 }],
    ['nothing to share when the account is full of other calls', slots(3, 5), [campaign(1, 50), campaign(2, 50)], { 1: 0, 2: 0 }],
  ])('%s', (_name, s, cs, expected) => {
    expect(shares(s, cs)).toEqual(expected);
  });

  const input = fc.record({
    outboundCap: fc.integer({ min: 0, max: 40 }),
    others: fc.integer({ min: 0, max: 10 }),
    teamCap: fc.option(fc.integer({ min: 1, max: 20 })),
    campaigns: fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 50 }), inTeam: fc.boolean(), live: fc.integer({ min: 0, max: 8 }), more: fc.integer({ min: 0, max: 30 }) }),
      { selector: (c) => c.id, minLength: 1, maxLength: 6 },
    ),
  });

  it('never gives more than there is, nor more than a campaign wants; gives all it can (work-conserving); equal demands get equal shares within one', () => {
    fc.assert(fc.property(input, ({ outboundCap, others, teamCap, campaigns }) => {
      const team = 7;
      const cs = campaigns.map((c) => campaign(c.id, c.live + c.more, c.live, c.inTeam && teamCap !== null ? team : null));
      const campaignLive = cs.reduce((n, c) => n + c.live, 0);
      const teamCampaignLive = cs.filter((c) => c.teamId === team).reduce((n, c) => n + c.live, 0);
      const s = slots(outboundCap, others + campaignLive, teamCap === null ? [] : [[team, { maxLiveCalls: teamCap, live: teamCampaignLive }]]);
      const got = fairShares(s, cs);
      const total = [...got.values()].reduce((n, v) => n + v, 0);
      const room = Math.max(0, outboundCap - others);
      const teamRoom = teamCap ?? Infinity;
      const teamTotal = cs.filter((c) => c.teamId === team).reduce((n, c) => n + got.get(c.id)!, 0);
      expect(total).toBeLessThanOrEqual(room);
      expect(teamTotal).toBeLessThanOrEqual(teamRoom);
      for (const c of cs) expect(got.get(c.id)).toBeLessThanOrEqual(c.wants);
      // Work-conserving: a campaign short of what it wants is stopped by the account's room or its team's.
      for (const c of cs) {
        if (got.get(c.id)! < c.wants) expect(total === room || (c.teamId === team && teamTotal === teamRoom)).toBe(true);
      }
      // Fair: two campaigns under the same caps that both got less than they want differ by one at most.
      for (const a of cs) for (const b of cs) {
        if (a.teamId === b.teamId && got.get(a.id)! < a.wants && got.get(b.id)! < b.wants) expect(Math.abs(got.get(a.id)! - got.get(b.id)!)).toBeLessThanOrEqual(1);
      }
      // Max-min across caps: no campaign has more than one over a teamless campaign still short of what it wants.
      for (const a of cs) for (const b of cs) {
        if (b.teamId === null && got.get(b.id)! < b.wants) expect(got.get(a.id)! - got.get(b.id)!).toBeLessThanOrEqual(1);
      }
    }), { numRuns: 1_000 });
  });
});
