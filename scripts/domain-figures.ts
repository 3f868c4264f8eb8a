// The figures of the domains inside server/services (`npx tsx scripts/domain-figures.ts`; CI prints them after the
// import rules), counted from dependency-cruiser's result over server/services with the repository's own
// configuration (options and rules). Only imports from one module of server/services to another count here, so the
// cruise reads nothing else (`includeOnly`): the same figures as a cruise of all server/, in a third of the time.
//
// - A domain is a folder directly under server/services/. A module belongs to the domain whose folder holds it.
//   Test files (`*.test.ts(x)`) are left out; every other module counts, whatever imports it.
// - An arrow A → B (A ≠ B) is there when a module of A imports a module of B: static, type-only (`import type`),
//   re-exports and dynamic import() alike, relative paths and `@/` alike, as dependency-cruiser resolves them. Many
//   imports from A into B are one arrow. "Value" arrows leave out the imports that are type-only.
// - A mutual pair is two domains each with an arrow to the other.
// - Floors: the strongly connected components (domains that reach each other through arrows) are condensed into one
//   room each; a room's floor is 1 + the highest floor of what it imports (1 when it imports no other domain), and
//   every domain of a component stands on its component's floor. An arrow runs back up when its target's floor is
//   not below its source's: in a layering by longest path after condensing, that is exactly an arrow inside a
//   component (nothing runs strictly upward).
// - Fewest arrows back up: the same floors, but inside each component the domains are put in the order that leaves
//   the fewest arrows pointing up (an exact search over orders, a minimum feedback arc set; a greedy order for a
//   component of more than 20 domains). This is the count a drawing of the rooms one above the other shows, and the
//   one the architecture report gave ("23 back up").
// - Domain-face warnings: the violations of the rule `domain-face` (.dependency-cruiser.cjs): a module of one
//   domain importing another domain's module that is not its face (service.ts, index.ts, schema.ts, *-schema.ts).
// - Provider literals: the string literals 'vapi' and 'retell' (code, not comments, read with TypeScript's parser;
//   a literal type such as `'vapi' | 'retell'` counts) in non-test .ts files of server/services outside providers/.
//   server/services/provider-literals.test.ts holds this at none.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import ts from 'typescript';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const services = 'server/services/';
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The domain a file belongs to, or null outside a folder of server/services/. */
export function domainOf(file: string): string | null {
  if (!file.startsWith(services)) return null;
  const rest = file.slice(services.length);
  const slash = rest.indexOf('/');
  return slash === -1 ? null : rest.slice(0, slash);
}

/**
 * dependency-cruiser over server/services with the repository's options and rules (so the warnings come with it).
 * `baseDir` is another tree to cruise with them (a test's probe tree); its tsconfig.json is read if it has one.
 */
export async function cruiseServices(baseDir = repoRoot): Promise<ICruiseResult> {
  const config = createRequire(import.meta.url)(path.join(repoRoot, '.dependency-cruiser.cjs')) as IConfiguration;
  const tsConfigFile = path.join(baseDir, 'tsconfig.json');
  const { tsConfig: _repoTsConfig, ...rest } = config.options ?? {};
  const options = {
    ...rest,
    ...(fs.existsSync(tsConfigFile) && { tsConfig: { fileName: tsConfigFile } }),
    includeOnly: `^${services}`,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    baseDir,
  } as ICruiseOptions;
  const transpile = fs.existsSync(tsConfigFile) ? { tsConfig: extractTSConfig(tsConfigFile) } : {};
  const result = await cruise([services], options, {}, transpile);
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return result.output;
}

/** Domain → the domains it imports. `valueOnly` leaves out the imports that are type-only. */
export type DomainGraph = Map<string, Set<string>>;

export function domainGraph(result: ICruiseResult, { valueOnly = false } = {}): DomainGraph {
  const graph: DomainGraph = new Map();
  for (const file of result.modules) {
    const from = domainOf(file.source);
    if (!from || isTest(file.source)) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const dependency of file.dependencies) {
      if (dependency.couldNotResolve || (valueOnly && dependency.dependencyTypes.includes('type-only'))) continue;
      const to = domainOf(dependency.resolved);
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

export const arrowsOf = (graph: DomainGraph) => [...graph.values()].reduce((n, targets) => n + targets.size, 0);

/** The pairs [A, B], A before B alphabetically, where A imports B and B imports A. */
export function mutualPairs(graph: DomainGraph): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [a, targets] of graph) for (const b of targets) if (a < b && graph.get(b)?.has(a)) pairs.push([a, b]);
  return pairs.sort((x, y) => x[0].localeCompare(y[0]) || x[1].localeCompare(y[1]));
}

/** The strongly connected components (Tarjan's), each a list of domains. */
export function components(graph: DomainGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      found.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** Each domain's floor: its component's, 1 + the highest floor the component imports. */
export function floors(graph: DomainGraph): Map<string, number> {
  const componentOf = new Map<string, number>();
  const all = components(graph); // Tarjan's emits a component after every component it imports.
  all.forEach((c, i) => c.forEach((d) => componentOf.set(d, i)));
  const floorOf: number[] = [];
  all.forEach((component, i) => {
    let below = 0;
    for (const d of component) for (const t of graph.get(d) ?? []) if (componentOf.get(t) !== i) below = Math.max(below, floorOf[componentOf.get(t)!]);
    floorOf[i] = below + 1;
  });
  return new Map([...componentOf].map(([d, i]) => [d, floorOf[i]]));
}

/** Arrows whose target's floor is not below their source's (with these floors: the arrows inside a component). */
export function arrowsBackUp(graph: DomainGraph, floorOf = floors(graph)): number {
  let n = 0;
  for (const [from, targets] of graph) for (const to of targets) if (floorOf.get(to)! >= floorOf.get(from)!) n++;
  return n;
}

/** The fewest arrows pointing up over every order of each component's domains (a minimum feedback arc set). */
export function fewestArrowsBackUp(graph: DomainGraph): number {
  let total = 0;
  for (const component of components(graph)) {
    if (component.length < 2) continue;
    const n = component.length;
    const at = new Map(component.map((d, i) => [d, i]));
    // importers[v]: the bit set of the component's domains that import v.
    const importers = component.map(() => 0);
    component.forEach((d, i) => graph.get(d)!.forEach((t) => at.has(t) && (importers[at.get(t)!] |= 1 << i)));
    const popcount = (x: number) => { let c = 0; for (; x; x &= x - 1) c++; return c; };
    if (n <= 20) {
      // best[S]: the fewest up-arrows among S when S fills the lowest |S| places. Putting v on top of S points up
      // every arrow from a domain of S to v.
      const best = new Int32Array(1 << n).fill(1 << 30);
      best[0] = 0;
      for (let s = 0; s < 1 << n; s++) {
        if (best[s] === 1 << 30) continue;
        for (let v = 0; v < n; v++) {
          if (s & (1 << v)) continue;
          const cost = best[s] + popcount(importers[v] & s);
          if (cost < best[s | (1 << v)]) best[s | (1 << v)] = cost;
        }
      }
      total += best[(1 << n) - 1];
    } else {
      // Greedy (Eades, Lin and Smyth): put at the bottom the domain that imports fewest of those left.
      let left = (1 << n) - 1;
      const imports = component.map((d) => [...graph.get(d)!].filter((t) => at.has(t)).reduce((m, t) => m | (1 << at.get(t)!), 0));
      while (left) {
        let pick = -1;
        let score = Infinity;
        for (let v = 0; v < n; v++) {
          if (!(left & (1 << v))) continue;
          const s = popcount(imports[v] & left) - popcount(importers[v] & left);
          if (s < score) [pick, score] = [v, s];
        }
        total += popcount(imports[pick] & left & ~(1 << pick)); // arrows from pick to domains placed above it
        left &= ~(1 << pick);
      }
    }
  }
  return total;
}

export const domainFaceWarnings = (result: ICruiseResult) => result.summary.violations.filter((v) => v.rule.name === 'domain-face');

export type Literal = { file: string; line: number; text: string };

/** The 'vapi' and 'retell' string literals in non-test .ts files of server/services outside providers/. */
export function providerLiterals(root = repoRoot): Literal[] {
  const found: Literal[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (file !== 'server/services/providers') walk(file);
      } else if (/\.ts$/.test(entry.name) && !isTest(entry.name)) {
        const text = fs.readFileSync(path.join(root, file), 'utf8');
        if (!/(vapi|retell)['"`]/.test(text)) continue; // parse only the files that may hold one
        const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
        const visit = (node: ts.Node) => {
          if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^(vapi|retell)$/.test(node.text)) {
            found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.getText(source) });
          }
          ts.forEachChild(node, visit);
        };
        visit(source);
      }
    }
  };
  walk('server/services');
  return found;
}

export type Figures = {
  domains: string[];
  arrows: number;
  valueArrows: number;
  mutualPairs: [string, string][];
  valueMutualPairs: [string, string][];
  floors: Map<string, number>;
  arrowsBackUp: number;
  fewestArrowsBackUp: number;
  domainFaceWarnings: number;
};

export function figuresOf(result: ICruiseResult): Figures {
  const graph = domainGraph(result);
  const values = domainGraph(result, { valueOnly: true });
  return {
    domains: [...graph.keys()].sort(),
    arrows: arrowsOf(graph),
    valueArrows: arrowsOf(values),
    mutualPairs: mutualPairs(graph),
    valueMutualPairs: mutualPairs(values),
    floors: floors(graph),
    arrowsBackUp: arrowsBackUp(graph),
    fewestArrowsBackUp: fewestArrowsBackUp(graph),
    domainFaceWarnings: domainFaceWarnings(result).length,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const f = figuresOf(await cruiseServices());
  const literals = providerLiterals();
  const byFloor = new Map<number, string[]>();
  for (const [d, floor] of f.floors) byFloor.set(floor, [...(byFloor.get(floor) ?? []), d].sort());
  const pairs = (p: [string, string][]) => p.map(([a, b]) => `${a} ↔ ${b}`).join(', ') || 'none';
  console.log(
    [
      `domains in server/services: ${f.domains.length}`,
      `domain arrows: ${f.arrows} (${f.valueArrows} counting value imports only)`,
      `mutual pairs: ${f.mutualPairs.length} (${f.valueMutualPairs.length} counting value imports only): ${pairs(f.mutualPairs)}`,
      `arrows back up: ${f.arrowsBackUp} inside components of the floors by longest path; ${f.fewestArrowsBackUp} with each component in its best order`,
      `floors: ${[...byFloor].sort((a, b) => b[0] - a[0]).map(([n, ds]) => `${n} ${ds.join(' ')}`).join(' | ')}`,
      `domain-face warnings: ${f.domainFaceWarnings}`,
      `'vapi'/'retell' literals outside providers/: ${literals.length}${literals.length ? ` (${[...new Set(literals.map((l) => l.file.slice(services.length)))].join(', ')})` : ''}`,
    ].join('\n'),
  );
}
