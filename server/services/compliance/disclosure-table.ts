/**
 * What a call must tell the callee, by jurisdiction: a versioned data table in which every row names its source,
 * and `DISCLOSURE_TABLE_VERSION` changes whenever a row does, so the disclosures stored on a call (and in its
 * compliance record) can be traced to the table they were chosen with. A jurisdiction is a country (`US`, `CA`),
 * an ISO 3166-2 subdivision (`US-CA`), or `*`: a row of Switchboard's own that applies wherever no jurisdiction's
 * row asks for that kind (a callee abroad still hears that the voice is automated and the call recorded).
 */
export const DISCLOSURE_TABLE_VERSION = '2026-11';

export const disclosureKinds = ['ai', 'recording', 'recording_consent'] as const;
export type DisclosureKind = (typeof disclosureKinds)[number];

export interface DisclosureRow {
  kind: DisclosureKind;
  jurisdiction: string;
  source: string;
}

/** Where every party to a recorded call must agree to the recording (their wiretap or eavesdropping acts). */
const allPartyStates: [state: string, source: string][] = [
  ['US-CA', 'California Invasion of Privacy Act, Cal. Penal Code § 632 (and § 632.7 for cellular and cordless calls)'],
  ['US-CT', 'Conn. Gen. Stat. § 52-570d (recording a telephone conversation needs the consent of all parties)'],
  ['US-FL', 'Florida Security of Communications Act, Fla. Stat. § 934.03(2)(d)'],
  ['US-IL', 'Illinois Eavesdropping Act, 720 ILCS 5/14-2(a)'],
  ['US-MD', 'Maryland Wiretap Act, Md. Code, Cts. & Jud. Proc. § 10-402(c)(3)'],
  ['US-MA', 'Massachusetts Wiretap Act, Mass. Gen. Laws ch. 272, § 99'],
  ['US-MI', 'Michigan eavesdropping law, Mich. Comp. Laws § 750.539c'],
  ['US-MT', 'Mont. Code Ann. § 45-8-213(1)(c)'],
  ['US-NV', 'Nev. Rev. Stat. § 200.620, as read in Lane v. Allstate Ins. Co., 969 P.2d 938 (Nev. 1998)'],
  ['US-NH', 'N.H. Rev. Stat. Ann. § 570-A:2'],
  ['US-PA', 'Pennsylvania Wiretapping and Electronic Surveillance Control Act, 18 Pa. C.S. §§ 5703, 5704(4)'],
  ['US-WA', 'Washington Privacy Act, Wash. Rev. Code § 9.73.030(1)(a)'],
];

/** The member states of the European Union (ISO 3166-1 alpha-2), where the AI Act and the GDPR apply. */
const euCountries = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
];

export const disclosureTable: readonly DisclosureRow[] = [
  // Automated voice.
  {
    kind: 'ai', jurisdiction: '*',
    source: 'Switchboard policy: every call says that the voice is an AI assistant, wherever the callee is',
  },
  {
    kind: 'ai', jurisdiction: 'US',
    source: 'FCC Declaratory Ruling FCC 24-17 (CG Docket No. 23-362, Feb. 8, 2024): AI-generated voices are "artificial" under the TCPA, 47 U.S.C. § 227; '
      + 'an artificial-voice message states at its beginning who is calling, 47 CFR 64.1200(b)(1)',
  },
  {
    kind: 'ai', jurisdiction: 'US-CA',
    source: 'Cal. Pub. Util. Code § 2874(a)(3), as amended by AB 2905 (Stats. 2024, ch. 316): the called person is told when the message uses an artificial voice',
  },
  {
    kind: 'ai', jurisdiction: 'US-CO',
    source: 'Colorado AI Act, Colo. Rev. Stat. § 6-1-1704 (SB 24-205; in effect from June 30, 2026 under SB 25B-004): a consumer is told they are interacting with an AI system',
  },
  {
    kind: 'ai', jurisdiction: 'US-UT',
    source: 'Utah Artificial Intelligence Policy Act, Utah Code § 13-77-103 (disclosure when asked, and at the start of a verbal interaction in a regulated occupation); '
      + '§ 13-77-104 (safe harbor for a disclosure at the outset)',
  },
  ...euCountries.map((jurisdiction): DisclosureRow => ({
    kind: 'ai', jurisdiction,
    source: 'EU AI Act, Regulation (EU) 2024/1689, Art. 50(1) (from Aug. 2, 2026): people are informed that they are interacting with an AI system',
  })),

  // The call is recorded.
  {
    kind: 'recording', jurisdiction: '*',
    source: 'Switchboard policy: a recorded call says so, even where one party\'s consent suffices (e.g. 18 U.S.C. § 2511(2)(d))',
  },
  ...euCountries.map((jurisdiction): DisclosureRow => ({
    kind: 'recording', jurisdiction,
    source: 'GDPR, Regulation (EU) 2016/679, Art. 13(1): the person is told, when their data (the recording) is collected, who collects it and why',
  })),

  // Every party must agree to the recording.
  ...allPartyStates.map(([jurisdiction, source]): DisclosureRow => ({ kind: 'recording_consent', jurisdiction, source })),
  {
    kind: 'recording_consent', jurisdiction: 'CA',
    source: 'PIPEDA, S.C. 2000, c. 5, Sch. 1, cl. 4.3 (consent), as applied by the Office of the Privacy Commissioner of Canada\'s Guidelines for Recording of '
      + 'Customer Telephone Calls (rev. June 2008): the caller is told the call is recorded and why, and consents (implied by going on with the call); '
      + 'Alberta, British Columbia and Québec apply their substantially similar private-sector privacy acts',
  },
];
