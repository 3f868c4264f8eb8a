import type { AgentVersionDto } from '@/server/services/agents/version-schema';

/** One line of a diff: kept, added in the newer text, or removed from the older. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * A line diff of two texts (longest common subsequence of lines), older first: what the Versions card shows
 * between an agent's instructions at one version and at the one before. Instructions are a few hundred lines at
 * most; past 2,000 lines a side, it answers the whole of both rather than spend quadratic memory.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before === '' ? [] : before.split('\n');
  const b = after === '' ? [] : after.split('\n');
  if (a.length > 2000 || b.length > 2000) {
    return [...a.map((text) => ({ kind: 'removed' as const, text })), ...b.map((text) => ({ kind: 'added' as const, text }))];
  }
  // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i] });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) out.push({ kind: 'removed', text: a[i++] });
    else out.push({ kind: 'added', text: b[j++] });
  }
  while (i < a.length) out.push({ kind: 'removed', text: a[i++] });
  while (j < b.length) out.push({ kind: 'added', text: b[j++] });
  return out;
}

/** A field of a version other than the instructions, changed from the version before: its name and both values. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const analysisText = (a: AgentVersionDto['analysis']) =>
  a === null ? 'off' : [a.summary ? 'summary' : 'no summary', a.success_criteria ? `success: ${a.success_criteria}` : null, a.extract.length ? `extract: ${a.extract.join(', ')}` : null]
    .filter(Boolean).join('; ');

/** What else a version changed from the one before (the instructions are diffed line by line apart). */
export function fieldChanges(before: AgentVersionDto, after: AgentVersionDto): FieldChange[] {
  const shown: [string, (v: AgentVersionDto) => string][] = [
    ['First message', (v) => v.first_message || '(none)'],
    ['Tools', (v) => (v.tools.length ? [...v.tools].sort().join(', ') : '(none)')],
    ['Model', (v) => v.model],
    ['Voice', (v) => v.voice_id],
    ['Analysis', (v) => analysisText(v.analysis)],
  ];
  return shown.flatMap(([field, text]) => (text(before) === text(after) ? [] : [{ field, before: text(before), after: text(after) }]));
}
