'use client';

import { PageHeader } from '@/app/_components/ui/card';
import { CallingSettingsForm } from './calling-settings-form';
import { ComplianceCheck } from './compliance-check';
import { ComplianceRecordsExport } from './compliance-records-export';
import { ConsentSettingsForm } from './consent-settings-form';
import { DestinationPolicyForm } from './destination-policy-form';
import { RetentionSettingsForm } from './retention-settings-form';
import { RedactionSettingForm } from './redaction-setting-form';

export function ComplianceView() {
  return (
    <>
      <PageHeader
        title="Calling rules"
        description="When your agents may call: the account's own hours, cap and holidays, with the calling laws of the callee's country and state on top for marketing calls. Every dial is checked against them at its moment."
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <CallingSettingsForm />
        <ComplianceCheck />
        <DestinationPolicyForm />
        <ConsentSettingsForm />
        <ComplianceRecordsExport />
        <RetentionSettingsForm />
        <RedactionSettingForm />
      </div>
    </>
  );
}
