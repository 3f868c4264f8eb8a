// Pure names, shared with the dashboard's import wizard.

/**
 * The columns of an import file that record a consent with the contact (source type `import`): a row whose consent
 * cells are all empty records none; a row with any of them must hold the kind, the scope and when the person agreed.
 */
export const consentColumns = [
  'consent_kind', 'consent_scope', 'consent_captured_at', 'consent_expires_at', 'consent_source_url', 'consent_text',
] as const;
export type ConsentColumn = (typeof consentColumns)[number];

/** The columns a file must map to record consents at all. */
export const requiredConsentColumns: readonly ConsentColumn[] = ['consent_kind', 'consent_scope', 'consent_captured_at'];

export const isConsentColumn = (target: string): target is ConsentColumn => (consentColumns as readonly string[]).includes(target);

