import { describe, expect, it } from 'vitest';
import type { ConsentRequired } from '../../db/schema';
import { coveringConsent, type ActiveConsent } from './consent-coverage';
import { consentFactsFor, type AccountConsentRule } from './consent-fact';
import { gate } from './gate';

const PHONE = '+14155550123';
const consent = (id: number, kind: ActiveConsent['kind'], scope: ActiveConsent['scope'], capturedAt = '2026-01-01T00:00:00Z'): ActiveConsent =>
  ({ id, kind, scope, capturedAt: new Date(capturedAt) });
const rule = (required: ConsentRequired, enforceOnApiCalls = false): AccountConsentRule => ({ required, enforceOnApiCalls });

/** What the gate answers for a call of `purpose` to a number holding `active`, under the account's requirement. */
const verdict = (required: ConsentRequired, purpose: 'marketing' | 'informational', active: ActiveConsent[], enforced = true) => {
  const answer = gate({ phoneNumber: PHONE, consent: consentFactsFor({ rule: rule(required), purpose, active, enforced }) });
  return answer.verdict === 'refuse' ? answer.code : answer.verdict;
};

const written = (scope: ActiveConsent['scope']) => consent(1, 'express_written', scope);
const express = (scope: ActiveConsent['scope']) => consent(2, 'express', scope);

describe('which consent covers a call (the gate over consentFactsFor)', () => {
  // [requirement, purpose, consents on record, answer]
  it.each<[ConsentRequired, 'marketing' | 'informational', ActiveConsent[], string]>([
    // Accounts made before informational calls needed express consent by default: marketing needs express written
    // consent of marketing scope; informational needs none.
    [{ marketing: 'express_written', informational: 'none' }, 'marketing', [], 'consent_required'],
    [{ marketing: 'express_written', informational: 'none' }, 'marketing', [written('marketing')], 'allow'],
    [{ marketing: 'express_written', informational: 'none' }, 'marketing', [express('marketing')], 'consent_required'],
    [{ marketing: 'express_written', informational: 'none' }, 'marketing', [written('informational')], 'consent_required'],
    [{ marketing: 'express_written', informational: 'none' }, 'marketing', [express('informational'), written('informational')], 'consent_required'],
    [{ marketing: 'express_written', informational: 'none' }, 'informational', [], 'allow'],
    // Express for marketing: either kind, marketing scope.
    [{ marketing: 'express', informational: 'none' }, 'marketing', [express('marketing')], 'allow'],
    [{ marketing: 'express', informational: 'none' }, 'marketing', [written('marketing')], 'allow'],
    [{ marketing: 'express', informational: 'none' }, 'marketing', [express('informational')], 'consent_required'],
    // None for marketing: nothing is checked.
    [{ marketing: 'none', informational: 'none' }, 'marketing', [], 'allow'],
    [{ marketing: 'none', informational: 'express' }, 'marketing', [], 'allow'],
    // Informational calls requiring express consent: a consent of either scope (marketing covers informational), either kind.
    [{ marketing: 'none', informational: 'express' }, 'informational', [], 'consent_required'],
    [{ marketing: 'none', informational: 'express' }, 'informational', [express('informational')], 'allow'],
    [{ marketing: 'none', informational: 'express' }, 'informational', [written('informational')], 'allow'],
    [{ marketing: 'none', informational: 'express' }, 'informational', [express('marketing')], 'allow'],
    [{ marketing: 'none', informational: 'express' }, 'informational', [written('marketing')], 'allow'],
    [{ marketing: 'express_written', informational: 'express' }, 'informational', [written('marketing')], 'allow'],
  ])('%j, a %s call with %j → %s', (required, purpose, active, expected) => {
    expect(verdict(required, purpose, active)).toBe(expected);
  });

  it('judges nothing for a call not held to consent, but still names the consent that covers it', () => {
    const facts = consentFactsFor({ rule: rule({ marketing: 'express_written', informational: 'none' }), purpose: 'marketing', active: [written('marketing')], enforced: false });
    expect(facts).toEqual({ purpose: 'marketing', required: null, found: written('marketing') });
    expect(verdict({ marketing: 'express_written', informational: 'none' }, 'marketing', [], false)).toBe('allow');
  });

  it('names the strongest covering consent, then the latest captured', () => {
    const older = consent(5, 'express_written', 'marketing', '2025-01-01T00:00:00Z');
    const newer = consent(6, 'express_written', 'marketing', '2026-03-01T00:00:00Z');
    const expressNewest = consent(7, 'express', 'marketing', '2026-06-01T00:00:00Z');
    expect(coveringConsent([older, expressNewest, newer], 'marketing', 'express')).toBe(newer);
    expect(coveringConsent([older, expressNewest, newer], 'marketing', null)).toBe(newer);
    expect(coveringConsent([expressNewest], 'marketing', 'express_written')).toBeNull();
    expect(coveringConsent([consent(8, 'express_written', 'informational')], 'marketing', null)).toBeNull();
  });

  it('says which consent is missing, for which calls, to which number', () => {
    const marketing = gate({ phoneNumber: PHONE, consent: { purpose: 'marketing', required: 'express_written', found: null } });
    expect(marketing.verdict === 'refuse' && marketing.error).toMatchObject({ code: 'consent_required', message: `No active express written consent for marketing calls to ${PHONE}.` });
    const informational = gate({ phoneNumber: PHONE, consent: { purpose: 'informational', required: 'express', found: null } });
    expect(informational.verdict === 'refuse' && informational.error.message).toBe(`No active express consent for informational calls to ${PHONE}.`);
  });

  it('comes after do-not-call and the destination, before the calling rules', () => {
    const missing = { purpose: 'marketing' as const, required: 'express_written' as const, found: null };
    expect(gate({ phoneNumber: PHONE, doNotCall: true, consent: missing })).toMatchObject({ code: 'do_not_call' });
    const abroad = { country: 'US', permittedCountries: ['US'], allowedCountries: ['US'], blockedNumberTypes: [] };
    expect(gate({ phoneNumber: '+442079460000', destination: abroad, consent: missing })).toMatchObject({ code: 'destination_not_allowed' });
  });
});
