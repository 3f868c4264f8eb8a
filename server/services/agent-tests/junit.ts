import type { AgentTestRunDto } from './schema';

const escape = (s: string) => s
  .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A finished run as JUnit XML (pure), for a business's CI: one testsuite for the run, one testcase per test; a failed
 * expectation is a <failure> with its sentences, a model that could not answer an <error> with its reason, and the
 * transcript goes to <system-out>.
 */
export function junitXmlOf(run: AgentTestRunDto, agentName: string): string {
  const failures = run.results.filter((r) => !r.passed && !r.error).length;
  const errors = run.results.filter((r) => r.error).length;
  const cases = run.results.map((r) => {
    const body = [
      ...(r.error ? [`    <error message="${escape(r.error)}"/>`] : []),
      ...(!r.passed && !r.error ? [`    <failure message="${escape(r.failures[0] ?? 'failed')}">${escape(r.failures.join('\n'))}</failure>`] : []),
      `    <system-out>${escape(r.transcript.map((l) => `${l.role}: ${l.text}`).join('\n'))}</system-out>`,
    ];
    return [`  <testcase classname="${escape(agentName)}" name="${escape(r.name)}">`, ...body, '  </testcase>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="${escape(`${agentName} (run ${run.id})`)}" tests="${run.results.length}" failures="${failures}" errors="${errors}" timestamp="${run.started_at}">`,
    ...cases,
    '</testsuite>',
    '',
  ].join('\n');
}
