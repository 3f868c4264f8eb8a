/**
 * The house's import rules (ARCHITECTURE.md, "Rules of the house"), checked by dependency-cruiser over every
 * import: static, type-only, dynamic import() and relative paths alike. `npm run lint:imports` runs it; the
 * probes in server/import-rules.test.ts prove each rule still catches its forbidden direction.
 *
 * The layers, from the bottom: errors and lib (each may use the other); config and logger; db; outbox; auth.
 * Services sit on those; the doors (http, trpc, cli, openapi, mcp, app/), the runners (jobs) and the process's start
 * and stop (startup.ts, shutdown.ts) sit on services. Inside services, providers/ is the ground floor: its drivers
 * (one folder each) translate for the domains above and import none of them, nor each other. One domain reaches
 * another through its face (service.ts, index.ts, schema files); that rule warns for now, its count is the number
 * to drive down (scripts/domain-figures.ts prints it).
 * A test (`*.test.ts`) is a leaf nothing imports, so the layering rules leave tests out; no-circular does not.
 */
const test = '\\.test\\.ts$';
/** What stands on services: the doors, the runners, test support, and the process's start and stop. */
const aboveServices = '^server/((http|trpc|jobs|cli|openapi|mcp|testing)/|(startup|shutdown)\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles anywhere, tests and dynamic import() included: a circle is one module pretending to be two.',
      from: { pathNot: '^node_modules' },
      to: { circular: true },
    },
    {
      name: 'server-not-app',
      severity: 'error',
      comment:
        'server/ never imports app/: the app hands server code what it needs. A test may import a route handler to call it ' +
        '(a test is a leaf nothing imports); test support in server/testing/ may not: helpers that drive route handlers ' +
        'live in app/_testing/.',
      from: { path: '^server/', pathNot: test },
      to: { path: '^app/' },
    },
    {
      name: 'services-below-doors',
      severity: 'error',
      comment:
        'Services sit below their doors: no service imports http, trpc, jobs, cli, openapi, mcp, testing, ' +
        'startup.ts or shutdown.ts.',
      from: { path: '^server/services/', pathNot: test },
      to: { path: aboveServices },
    },
    {
      name: 'providers-are-drivers',
      severity: 'error',
      comment:
        'providers/ is the ground floor of services: a driver translates between a provider and the port it answers ' +
        '(providers/port.ts), the domains above decide and record. It imports no other service folder.',
      from: { path: '^server/services/providers/', pathNot: test },
      to: { path: '^server/services/', pathNot: '^server/services/providers/' },
    },
    {
      name: 'one-driver-one-folder',
      severity: 'error',
      comment:
        'A driver (providers/<name>/) imports no sibling driver: what two drivers share is provider-neutral and ' +
        'lives in a file of providers/ itself (port.ts, events, neutral helpers).',
      from: { path: '^server/services/providers/([^/]+)/', pathNot: test },
      to: { path: '^server/services/providers/[^/]+/', pathNot: '^server/services/providers/$1/' },
    },
    {
      name: 'domain-face',
      severity: 'warn',
      comment:
        'One domain reaches another through its face: service.ts or index.ts, or a schema file (schema.ts, ' +
        '*-schema.ts). A warning for now; scripts/domain-figures.ts counts them.',
      from: { path: '^server/services/([^/]+)/', pathNot: test },
      to: {
        path: '^server/services/[^/]+/',
        pathNot: '^server/services/($1/|[^/]+/(service|index|schema|[^/]+-schema)\\.ts$)',
      },
    },
    {
      name: 'lib-imports-lib-and-errors',
      severity: 'error',
      comment: 'lib/ holds pure helpers: it imports only lib/ and errors/ (an id parser throws an AppError).',
      from: { path: '^server/lib/', pathNot: test },
      to: { path: '^server/', pathNot: '^server/(lib|errors)/' },
    },
    {
      name: 'errors-imports-errors-and-lib',
      severity: 'error',
      comment: 'errors/ (AppError and the codes table) imports only errors/ and lib/.',
      from: { path: '^server/errors/', pathNot: test },
      to: { path: '^server/', pathNot: '^server/(errors|lib)/' },
    },
    {
      name: 'db-imports-foundations',
      severity: 'error',
      comment: 'db/ imports only db/, lib/, errors/, config and logger.',
      from: { path: '^server/db/', pathNot: test },
      to: { path: '^server/', pathNot: '^server/((db|lib|errors|logger)/|config\\.ts$)' },
    },
    {
      name: 'outbox-imports-foundations',
      severity: 'error',
      comment:
        'outbox/ imports only outbox/, db/, lib/, errors/, config and logger: the runners (jobs/) register with it, ' +
        'never the other way round.',
      from: { path: '^server/outbox/', pathNot: test },
      to: { path: '^server/', pathNot: '^server/((outbox|db|lib|errors|logger)/|config\\.ts$)' },
    },
    {
      name: 'foundations-import-nothing-above',
      severity: 'error',
      comment: 'config and logger import nothing above them: only each other, lib/ and errors/.',
      from: { path: '^server/(logger/|config\\.ts$)', pathNot: test },
      to: { path: '^server/', pathNot: '^server/((logger|lib|errors)/|config\\.ts$)' },
    },
    {
      name: 'auth-below-services',
      severity: 'error',
      comment: 'auth sits on the foundations: it may not import services, doors, runners, startup.ts or shutdown.ts.',
      from: { path: '^server/auth/', pathNot: test },
      to: { path: ['^server/services/', aboveServices] },
    },
    {
      name: 'production-not-testing',
      severity: 'error',
      comment: 'Production code never imports test support (server/testing/, app/_testing/).',
      from: { pathNot: `(${test}|^server/testing/|^app/_testing/|^e2e/|^bench/|^scripts/)` },
      to: { path: '^(server/testing|app/_testing)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(\\.next|node_modules|\\.data|drizzle|public)/' },
    // Type-only imports count (they are imports a reader follows), and so does every dynamic import().
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
