import { eq, sql, type SQL } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { businessProfiles, type AccountCallingHours } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, parseOrThrow } from '../../errors';
import { accountCallingRules } from './callee';
import { accountConsentRule } from './consent-fact';
import { restBelowAnswerRateOf, setRestBelowAnswerRate } from '../phone-numbers/usage';
import { capacitySettingsOf, checkCapacitySettings } from '../accounts/capacity-settings';
import { checkRetentionSettings, retentionSettingsOf } from '../retention/settings';
import { redactPiiOf, setRedactPii } from '../redaction/setting';
import { callingSettingsPatch, type CallingSettingsDto, type CallingSettingsPatch } from './settings-schema';

/** GET /api/v1/business/settings: the account's calling rules and what it asks of a callee's consent. */
export async function getCallingSettings(db: DbOrTx, actor: Actor): Promise<CallingSettingsDto> {
  const [r, consent, restBelow, capacity, retention] = await Promise.all([
    accountCallingRules(db, actor.accountId), accountConsentRule(db, actor.accountId), restBelowAnswerRateOf(db, actor.accountId),
    capacitySettingsOf(db, actor.accountId),
    retentionSettingsOf(db, actor.accountId),
  ]);
  const redactPii = await redactPiiOf(db, actor.accountId);
  return {
    calling_hours: r.callingHours,
    max_attempts_per_24h: r.maxAttemptsPer24h,
    holidays: r.holidays,
    enforce_calling_hours_on_api_calls: r.enforceOnApiCalls,
    consent_required: { marketing: consent.required.marketing, informational: consent.required.informational },
    enforce_consent_on_api_calls: consent.enforceOnApiCalls,
    rest_below_answer_rate: restBelow,
    ...capacity,
    timezone: r.businessZone,
    ...retention,
    redact_pii: redactPii,
  };
}

/** PATCH /api/v1/business/settings: owners and admins change the account's calling rules; only fields sent change. */
export async function updateCallingSettings(db: DbOrTx, actor: Actor, input: CallingSettingsPatch): Promise<CallingSettingsDto> {
  if (!isAccountAdmin(actor)) throw new AppError('permission_denied', "Only the account's owners and admins can change its calling rules.");
  const data = parseOrThrow(callingSettingsPatch, input);
  // Checked against the account before anything is written, so a refused change writes nothing.
  const applyCapacity = await checkCapacitySettings(db, actor.accountId, data);
  const applyRetention = checkRetentionSettings(actor, data.retention);
  const now = new Date();
  const set: { [K in keyof typeof businessProfiles.$inferInsert]?: (typeof businessProfiles.$inferInsert)[K] | SQL } = { updatedAt: now, callingRulesSavedAt: now };
  if (data.calling_hours) set.callingHours = data.calling_hours as AccountCallingHours;
  if (data.max_attempts_per_24h !== undefined) set.maxAttemptsPer24h = data.max_attempts_per_24h;
  if (data.holidays !== undefined) set.holidays = data.holidays;
  if (data.enforce_calling_hours_on_api_calls !== undefined) set.enforceCallingHoursOnApiCalls = data.enforce_calling_hours_on_api_calls;
  // Only the purposes sent change: the stored object is merged, in the statement, with what was sent.
  const consentRequired = Object.fromEntries(Object.entries(data.consent_required ?? {}).filter(([, v]) => v !== undefined));
  if (Object.keys(consentRequired).length) set.consentRequired = sql`${businessProfiles.consentRequired} || ${JSON.stringify(consentRequired)}::jsonb`;
  if (data.enforce_consent_on_api_calls !== undefined) set.enforceConsentOnApiCalls = data.enforce_consent_on_api_calls;
  await db.update(businessProfiles).set(set).where(eq(businessProfiles.accountId, actor.accountId));
  if (data.rest_below_answer_rate !== undefined) await setRestBelowAnswerRate(db, actor.accountId, data.rest_below_answer_rate, now);
  await applyCapacity();
  await applyRetention(db);
  if (data.redact_pii !== undefined) await setRedactPii(db, actor.accountId, data.redact_pii);
  return getCallingSettings(db, actor);
}
