import { describe, expect, it } from 'vitest';
import {
  calendarProviders, callStatuses, campaignStatuses, connectionStatuses, contactStatuses, copyStatuses, endedReasons, messageChannels, messageKinds,
  messageStatuses, messageTransports, pausedReasons, recipientStatuses,
} from '@/server/db/schema';
import { skipReasons } from '@/server/services/messages/schema';
import {
  calendarProviderLabels, callStatusLabels, campaignStatusLabels, connectionStatusLabels, contactStatusLabels, copyStatusLabels, endedReasonLabels, endedReasonWords,
  messageChannelLabels, messageKindLabels, messageStatusLabels, messageTransportLabels, pausedReasonLabels, recipientStatusLabels, recipientWaitWords,
  skipReasonLabels,
} from './labels';

// The tables are typed by the unions (a missing key fails to compile); these read the codes from the schema's own
// lists, so a code added there without words fails here too, and so does an empty, raw or repeated text.
const tables: [string, readonly string[], Record<string, string>][] = [
  ['call status', callStatuses, callStatusLabels],
  ['ended reason', endedReasons, endedReasonLabels],
  ['campaign status', campaignStatuses, campaignStatusLabels],
  ['paused reason', pausedReasons, pausedReasonLabels],
  ['recipient status', recipientStatuses, recipientStatusLabels],
  ['contact status', contactStatuses, contactStatusLabels],
  ['calendar provider', calendarProviders, calendarProviderLabels],
  ['linked calendar status', connectionStatuses, connectionStatusLabels],
  ['event copy status', copyStatuses, copyStatusLabels],
  ['message channel', messageChannels, messageChannelLabels],
  ['message kind', messageKinds, messageKindLabels],
  ['message status', messageStatuses, messageStatusLabels],
  ['message skip reason', skipReasons, skipReasonLabels],
  ['message transport', messageTransports, messageTransportLabels],
];

describe.each(tables)('one set of words for each %s', (_kind, codes, labels) => {
  it.each(codes.map((c) => [c]))('%s has words of its own', (code) => {
    const words = labels[code];
    expect(words?.trim()).toBeTruthy();
    expect(words).not.toBe(code);
    // Words, not a code with its underscores: the badge shows them as they are.
    expect(words).toMatch(/^[A-Z][^_]*$/);
    expect(Object.values(labels).filter((w) => w === words)).toHaveLength(1);
  });

  it('has no words for values the database does not hold', () => {
    expect(Object.keys(labels).sort()).toEqual([...codes].sort());
  });
});

describe('endedReasonWords', () => {
  it('reads a reason given as a plain string (campaign recipients) the same way', () => {
    expect(endedReasonWords('customer-ended-call')).toBe('The person called hung up');
    expect(endedReasonWords('customer-busy')).toBe(endedReasonLabels['customer-busy']);
    expect(endedReasonWords(null)).toBe('—');
    // A reason a newer server knows and this dashboard does not yet: shown as it is, not hidden.
    expect(endedReasonWords('pipeline-error-openai')).toBe('pipeline-error-openai');
  });
});

describe('recipientWaitWords', () => {
  it('puts the caller numbers code into words and keeps the calling rules sentence as it is', () => {
    expect(recipientWaitWords('caller_numbers_exhausted')).toMatch(/^[A-Z][^_]*$/);
    expect(recipientWaitWords('Outside calling hours (9:00–20:00).')).toBe('Outside calling hours (9:00–20:00).');
    expect(recipientWaitWords(null)).toBeNull();
  });
});
