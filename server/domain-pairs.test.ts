import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrowsBackUp,
  arrowsOf,
  cruiseServices,
  type DomainGraph,
  domainGraph,
  fewestArrowsBackUp,
  figuresOf,
  floors,
  mutualPairs,
} from '../scripts/domain-figures';

// The domains of server/services and the arrows between them (scripts/domain-figures.ts, which defines each figure):
// at most 4 mutual pairs, the goal of the providers redesign (ARCHITECTURE.md: a domain is a room, not a corridor).
const mostMutualPairs = 4;

const graphOf = (arrows: Record<string, string[]>): DomainGraph => new Map(Object.entries(arrows).map(([d, ts]) => [d, new Set(ts)]));

describe('the domain figures (scripts/domain-figures.ts)', () => {
  // a ↔ b and the circle b → c → d → b make one component; e stands on it, f under it.
  const graph = graphOf({ a: ['b', 'f'], b: ['a', 'c'], c: ['d'], d: ['b', 'f'], e: ['a', 'f'], f: [] });

  it('counts arrows, mutual pairs, floors by longest path and the arrows back up', () => {
    expect(arrowsOf(graph)).toBe(9);
    expect(mutualPairs(graph)).toEqual([['a', 'b']]);
    expect(Object.fromEntries(floors(graph))).toEqual({ a: 2, b: 2, c: 2, d: 2, e: 3, f: 1 });
    expect(arrowsBackUp(graph)).toBe(5); // the five arrows inside {a, b, c, d}
    expect(fewestArrowsBackUp(graph)).toBe(2); // one arrow of a ↔ b, one of the circle b → c → d → b
  });

  it('finds the order of a component with the fewest arrows pointing up', () => {
    // Two circles sharing the arrow x → y: breaking that one arrow breaks both.
    expect(fewestArrowsBackUp(graphOf({ x: ['y'], y: ['z', 'w'], z: ['x'], w: ['x'] }))).toBe(1);
    // Three mutual pairs over three domains: every order leaves three arrows up.
    expect(fewestArrowsBackUp(graphOf({ p: ['q', 'r'], q: ['p', 'r'], r: ['p', 'q'] }))).toBe(3);
    expect(fewestArrowsBackUp(graphOf({ p: ['q'], q: [] }))).toBe(0);
  });

  describe('on a probe tree', () => {
    let dir: string;
    const tree: Record<string, string> = {
      // calls → agents through a type-only import, agents → calls through a dynamic import(): a mutual pair.
      'server/services/calls/place.ts': "import type { Agent } from '../agents/agent';\nexport const place = (a: Agent) => a;\n",
      'server/services/agents/agent.ts': "export type Agent = { id: string };\nexport const later = () => import('../calls/place');\n",
      // A test's imports are left out: no arrow wallet → calls.
      'server/services/wallet/holds.ts': 'export const hold = 1;\n',
      'server/services/wallet/holds.test.ts': "import { place } from '../calls/place';\nexport const t = place;\n",
      // A static import: contacts → wallet.
      'server/services/contacts/call-outcome.ts': "import { hold } from '../wallet/holds';\nexport const o = hold;\n",
    };
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-domain-pairs-'));
      for (const [file, text] of Object.entries(tree)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      }
    });
    afterAll(() => {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('counts static, type-only and dynamic imports, and leaves tests out', async () => {
      const result = await cruiseServices(dir);
      const arrows = [...domainGraph(result)].flatMap(([from, to]) => [...to].map((t) => `${from} → ${t}`)).sort();
      expect(arrows).toEqual(['agents → calls', 'calls → agents', 'contacts → wallet']);
      expect(mutualPairs(domainGraph(result))).toEqual([['agents', 'calls']]);
      expect(mutualPairs(domainGraph(result, { valueOnly: true }))).toEqual([]);
    }, 60_000);
  });

  // The real tree (a few seconds).
  it(`counts at most ${mostMutualPairs} mutual domain pairs in server/services`, async () => {
    const f = figuresOf(await cruiseServices());
    const pairs = f.mutualPairs.map(([a, b]) => `${a} ↔ ${b}`);
    console.info(
      `${f.domains.length} domains, ${f.arrows} arrows (${f.arrowsBackUp} inside components, ${f.fewestArrowsBackUp} back up ` +
        `in the best order), ${pairs.length} mutual pairs: ${pairs.join(', ')}`,
    );
    expect(pairs.length, `${pairs.length} mutual pairs (${f.arrows} arrows): ${pairs.join(', ')}`).toBeLessThanOrEqual(mostMutualPairs);
  }, 60_000);
});
