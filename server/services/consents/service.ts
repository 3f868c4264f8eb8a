export { consentChangeByActor, recordConsentChanges, type ConsentChangeBy } from './changes';
export { accountRegion, consentDto, getConsent, isActiveConsent, listAccountConsents, listConsents } from './read';
export { bulkRecordConsents, checkConsent, consentDefaults, recordConsent, writeConsents, type CheckedConsent } from './record';
export { lockOptOut, revokeAllConsents, type RevokeAllConsentsInput, type RevokeAllConsentsResult } from './revoke-all';
export { revokeConsent } from './revoke';
export { listConsentsForContact } from './contact-consents';
