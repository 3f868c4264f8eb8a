import fs from 'node:fs';
import type { AgentTestRunDto } from '../../services/agent-tests/schema';
import { junitXmlOf, ownerActorOfAgent, runAgentTestsNow } from '../../services/agent-tests/service';
import { optionalString, requireId, type Command } from '../command';
import { actorOfUserFlag } from './user-flag';

/*
 * An agent's conversation tests from the command line, for a business's CI: `agent test` runs them to the end and
 * exits 1 when one fails or errs, writing JUnit XML with --junit.
 */

type Ran = { run: AgentTestRunDto; agent_name: string; junit?: string };

function runText(r: Record<string, unknown>): string {
  const { run, junit } = r as Ran;
  const lines = run.results.map((x) => [
    `${x.error ? 'ERROR' : x.passed ? 'PASS ' : 'FAIL '} ${x.name}`,
    ...(x.error ? [`      ${x.error}`] : x.failures.map((f) => `      ${f}`)),
  ].join('\n'));
  const passed = run.results.filter((x) => x.passed).length;
  return [...lines, `run ${run.id}: ${run.status}, ${passed} of ${run.results.length} passed${junit ? ` (JUnit XML in ${junit})` : ''}`].join('\n');
}

export const agentTestCommands: Command[] = [
  {
    name: ['agent', 'test'],
    usage: 'agent test --agent ID [--user ID|EMAIL] [--junit FILE]   → runs the agent\'s conversation tests; exits 1 on a failure',
    options: ['agent', 'user', 'junit'],
    async run(db, f) {
      const agentId = requireId(f, 'agent');
      const actor = f.user === undefined ? await ownerActorOfAgent(db, agentId) : await actorOfUserFlag(db, f);
      const junit = optionalString(f, 'junit');
      const ran = await runAgentTestsNow(db, actor, agentId);
      if (junit) fs.writeFileSync(junit, junitXmlOf(ran.run, ran.agent_name));
      return { ...ran, ...(junit ? { junit } : {}) };
    },
    text: runText,
    exitCode: (r) => ((r as Ran).run.status === 'passed' ? 0 : 1),
  },
];
