import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairShares, type CampaignSlots, type SlotsToShare } from './fair-share';

const pool = (room: number, teamRoom: [number, number][] = []): SlotsToShare => ({ room, teamRoom: new Map(teamRoom) });
const campaign = (id: number, wants: number, live = 0, teamId: number | null = null): CampaignSlots => ({ id, teamId, live, wants });
const shares = (s: SlotsToShare, cs: CampaignSlots[]) => Object.fromEntries(fairShares(s, cs));

describe('fairShares', () => {
  it.each<[string, SlotsToShare, CampaignSlots[], Record<number, number>]>([
    ['a campaign alone takes every slot', pool(10), [campaign(1, 50)], { 1: 10 }],
    ['two campaigns of equal weight split the slots', pool(10), [campaign(1, 50), campaign(2, 50)], { 1: 5, 2: 5 }],
    ['an odd slot goes to the older campaign', pool(5), [campaign(2, 50), campaign(1, 50)], { 1: 3, 2: 2 }],
    ['a campaign that wants little leaves the rest to the other', pool(10), [campaign(1, 2), campaign(2, 50)], { 1: 2, 2: 8 }],
    ['a campaign that wants nothing takes nothing', pool(4), [campaign(1, 0), campaign(2, 50)], { 1: 0, 2: 4 }],
    ['a campaign over its share keeps a share, not its calls', pool(4), [campaign(1, 4, 4), campaign(2, 4)], { 1: 2, 2: 2 }],
    ['a team cap bounds its campaigns and the rest goes to the others', pool(10, [[7, 2]]),
      [campaign(1, 50, 0, 7), campaign(2, 50, 0, 7), campaign(3, 50)], { 1: 1, 2: 1, 3: 8 }],
    ['a team with no room left gets nothing', pool(9, [[7, 0]]), [campaign(1, 50, 0, 7), campaign(2, 50)], { 1: 0, 2: 9 }],
    ['nothing to share when other calls fill the account', pool(-2), [campaign(1, 50), campaign(2, 50)], { 1: 0, 2: 0 }],
  ])('%s', (_name, s, cs, expected) => {
    expect(shares(s, cs)).toEqual(expected);
  });

  const input = fc.record({
    room: fc.integer({ min: -5, max: 40 }),
    teamRoom: fc.option(fc.integer({ min: -2, max: 20 })),
    campaigns: fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 50 }), inTeam: fc.boolean(), live: fc.integer({ min: 0, max: 8 }), more: fc.integer({ min: 0, max: 30 }) }),
      { selector: (c) => c.id, minLength: 1, maxLength: 6 },
    ),
  });

  it('never gives more than there is, nor more than a campaign wants; gives all it can (work-conserving); equal demands get equal shares within one', () => {
    fc.assert(fc.property(input, ({ room, teamRoom, campaigns }) => {
      const team = 7;
      const cs = campaigns.map((c) => campaign(c.id, c.live + c.more, c.live, c.inTeam && teamRoom !== null ? team : null));
      const got = fairShares(pool(room, teamRoom === null ? [] : [[team, teamRoom]]), cs);
      const total = [...got.values()].reduce((n, v) => n + v, 0);
      const accountRoom = Math.max(0, room);
      const teamMax = teamRoom === null ? Infinity : Math.max(0, teamRoom);
      const teamTotal = cs.filter((c) => c.teamId === team).reduce((n, c) => n + got.get(c.id)!, 0);
      expect(total).toBeLessThanOrEqual(accountRoom);
      expect(teamTotal).toBeLessThanOrEqual(teamMax);
      for (const c of cs) expect(got.get(c.id)).toBeLessThanOrEqual(c.wants);
      // Work-conserving: a campaign short of what it wants is stopped by the account's room or its team's.
      for (const c of cs) {
        if (got.get(c.id)! < c.wants) expect(total === accountRoom || (c.teamId === team && teamTotal === teamMax)).toBe(true);
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
