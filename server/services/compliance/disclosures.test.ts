import { describe, expect, it } from 'vitest';
import { disclosureTable, DISCLOSURE_TABLE_VERSION } from './disclosure-table';
import { disclosureKindsOf, disclosureSentence, disclosuresFor, DISCLOSURES_VERSION } from './disclosures';

const kinds = (jurisdictions: string[], recorded = true) => [...disclosureKindsOf(disclosuresFor({ jurisdictions, recorded }))].sort();

describe('disclosure table', () => {
  it.each([
    // [case, jurisdictions, recorded, kinds]
    ['California callee: AI voice, recording, and every party must consent', ['US', 'US-CA'], true, ['ai', 'recording', 'recording_consent']],
    ['New York callee: AI voice and recording (one-party state)', ['US', 'US-NY'], true, ['ai', 'recording']],
    ['New York, not recorded: no recording rows', ['US', 'US-NY'], false, ['ai']],
    ['California, not recorded: no recording nor consent rows', ['US', 'US-CA'], false, ['ai']],
    ['a Florida contact on a New York number: the contact\'s state counts', ['US', 'US-NY', 'US-FL'], true, ['ai', 'recording', 'recording_consent']],
    ['Ontario callee: PIPEDA asks consent to the recording', ['CA', 'CA-ON'], true, ['ai', 'recording', 'recording_consent']],
    ['Germany: the AI Act and the GDPR', ['DE'], true, ['ai', 'recording']],
    ['nowhere known (a withheld number): the rows every call carries', [], true, ['ai', 'recording']],
  ])('%s', (_name, jurisdictions, recorded, expected) => {
    expect(kinds(jurisdictions, recorded)).toEqual(expected);
  });

  it.each(['US-CA', 'US-CT', 'US-FL', 'US-IL', 'US-MD', 'US-MA', 'US-MI', 'US-MT', 'US-NH', 'US-PA', 'US-WA'])(
    '%s requires every party to consent to a recording, citing its statute',
    (state) => {
      const rows = disclosuresFor({ jurisdictions: ['US', state], recorded: true }).filter((d) => d.kind === 'recording_consent');
      expect(rows).toEqual([{ kind: 'recording_consent', jurisdiction: state, source: expect.stringMatching(/§|ILCS|ch\. 272/) }]);
    },
  );

  it("names the FCC's ruling for a US callee and a state's own AI rule beside it", () => {
    const ai = disclosuresFor({ jurisdictions: ['US', 'US-CA'], recorded: true }).filter((d) => d.kind === 'ai');
    expect(ai.map((d) => d.jurisdiction)).toEqual(['US', 'US-CA']);
    expect(ai[0].source).toContain('FCC 24-17');
    expect(ai[1].source).toContain('Pub. Util. Code § 2874');
    // A jurisdiction's row replaces the `*` row of the same kind; no row of the callee's means the `*` row.
    expect(disclosuresFor({ jurisdictions: ['US', 'US-NY'], recorded: true }).map((d) => `${d.kind}:${d.jurisdiction}`)).toEqual(['ai:US', 'recording:*']);
  });

  it('every row has a source, known kind and a jurisdiction code; no row is listed twice', () => {
    for (const row of disclosureTable) {
      expect(row.source.trim().length, `${row.kind} ${row.jurisdiction}`).toBeGreaterThan(20);
      expect(row.jurisdiction).toMatch(/^(\*|[A-Z]{2}(-[A-Z0-9]{1,3})?)$/);
    }
    const keys = disclosureTable.map((r) => `${r.kind}|${r.jurisdiction}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Every call, wherever it goes, has a row for the AI voice and, recorded, for the recording.
    expect(disclosureTable.filter((r) => r.jurisdiction === '*').map((r) => r.kind).sort()).toEqual(['ai', 'recording']);
  });

  it('every disclosure chosen carries its source', () => {
    for (const jurisdictions of [['US', 'US-CA'], ['US', 'US-NY'], ['CA', 'CA-QC'], ['FR'], []]) {
      for (const d of disclosuresFor({ jurisdictions, recorded: true })) expect(d.source.length).toBeGreaterThan(20);
    }
  });

  it('is versioned', () => {
    expect(DISCLOSURES_VERSION).toBe(DISCLOSURE_TABLE_VERSION);
    expect(DISCLOSURES_VERSION).toMatch(/^\d{4}-\d{2}/);
  });
});

describe('the disclosure sentence', () => {
  const of = (jurisdictions: string[], recorded = true, name: string | null = 'Bella Dental') =>
    disclosureSentence(disclosuresFor({ jurisdictions, recorded }), name);

  it.each([
    ['New York', ['US', 'US-NY'], true, 'Bella Dental', 'This is an AI assistant for Bella Dental. This call is recorded.'],
    ['California', ['US', 'US-CA'], true, 'Bella Dental',
      'This is an AI assistant for Bella Dental. This call is recorded; if you do not agree to the recording, say so and I will end the call.'],
    ['not recorded', ['US', 'US-CA'], false, 'Bella Dental', 'This is an AI assistant for Bella Dental.'],
    ['no business name', ['US'], true, null, 'This is an AI assistant. This call is recorded.'],
  ])('%s', (_name, jurisdictions, recorded, name, sentence) => {
    expect(of(jurisdictions, recorded, name)).toBe(sentence);
  });

  it('is empty when nothing is required', () => {
    expect(disclosureSentence([])).toBe('');
  });
});
