/**
 * The words of the delivery errors Twilio reports in a status callback's `ErrorCode` (the callback carries the code
 * alone). Source: Twilio's error dictionary, https://www.twilio.com/docs/api/errors (30001–30008, 21610).
 */
const DELIVERY_ERRORS: Record<string, string> = {
  '21610': 'Attempt to send to unsubscribed recipient',
  '30001': 'Queue overflow',
  '30002': 'Account suspended',
  '30003': 'Unreachable destination handset',
  '30004': 'Message blocked',
  '30005': 'Unknown destination handset',
  '30006': 'Landline or unreachable carrier',
  '30007': 'Message filtered',
  '30008': 'Unknown error',
};

/** `<code>: <words>` for a code Twilio documents, else the code alone. */
export function deliveryErrorText(code: string): string {
  const words = DELIVERY_ERRORS[code];
  return words ? `${code}: ${words}` : code;
}
