/**
 * The kinds of phone number a destination policy may refuse: libphonenumber's types (lower case) that cost or
 * reach something other than a person's line, plus `international_network` for numbers of no country (satellite
 * and global networks such as +870, +881, +882, +883). Pure data, read by the configuration and the policy.
 */
export const numberTypes = [
  'premium_rate', 'shared_cost', 'uan', 'international_network', 'toll_free', 'voip', 'personal_number', 'pager', 'voicemail',
] as const;
export type PolicyNumberType = (typeof numberTypes)[number];

/**
 * The operator's floor unless configured otherwise (DESTINATION_FLOOR_NUMBER_TYPES): numbers that bill the caller a
 * premium or share the revenue with whoever runs them (premium rate, shared cost, UAN, personal numbers such as the
 * UK's 070) and international networks, the usual destinations of revenue-share fraud.
 */
export const defaultFloorNumberTypes: PolicyNumberType[] = ['premium_rate', 'shared_cost', 'uan', 'international_network', 'personal_number'];
