/** The number a call goes out from: its E.164 number and what the provider dials from (null: the agent's own). */
export interface CallFrom {
  number: string | null;
  providerPhoneNumberId: string | null;
}
