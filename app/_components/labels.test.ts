import { describe, expect, it } from 'vitest';
import { callStatuses, endedReasons } from '@/server/db/schema';
import { callStatusLabels, endedReasonLabels, endedReasonWords } from './labels';

// The tables are typed by the unions (a missing key fails to compile); this also catches an empty or repeated text.
describe('one set of words for each call status and ended reason', () => {
  it.each(endedReasons.map((r) => [r]))('%s has words of its own', (reason) => {
    const words = endedReasonLabels[reason];
    expect(words.trim()).not.toBe('');
    expect(words).not.toBe(reason);
    expect(Object.values(endedReasonLabels).filter((w) => w === words)).toHaveLength(1);
  });

  it.each(callStatuses.map((s) => [s]))('%s has words of its own', (status) => {
    const words = callStatusLabels[status];
    expect(words).toMatch(/^[A-Z][a-z ]+$/);
    expect(Object.values(callStatusLabels).filter((w) => w === words)).toHaveLength(1);
  });

  it('has no words for values the database does not hold', () => {
    expect(Object.keys(endedReasonLabels).sort()).toEqual([...endedReasons].sort());
    expect(Object.keys(callStatusLabels).sort()).toEqual([...callStatuses].sort());
  });

  it('reads a reason given as a plain string (campaign recipients) the same way', () => {
    expect(endedReasonWords('customer-ended-call')).toBe('The person called hung up');
    expect(endedReasonWords('customer-busy')).toBe(endedReasonLabels['customer-busy']);
    expect(endedReasonWords(null)).toBe('—');
    // A reason a newer server knows and this dashboard does not yet: shown as it is, not hidden.
    expect(endedReasonWords('pipeline-error-openai')).toBe('pipeline-error-openai');
  });
});
