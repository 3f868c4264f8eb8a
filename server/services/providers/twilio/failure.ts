import twilio from 'twilio';

const MAX_FAILURE = 300;

/**
 * Why a send failed, as text the domain keeps on the message: Twilio's own refusal as `<code>: <message>` (21610 an
 * unsubscribed recipient, 21211 an invalid number, 20003 wrong credentials), else what stopped the request (no
 * connection, an account SID the package refuses). The auth token is cut out of whatever the error says, since an
 * error of the HTTP layer may quote its request.
 */
export function sendFailureText(error: unknown, authToken: string | undefined): string {
  let text: string;
  if (error instanceof twilio.RestException) {
    text = error.code ? `${error.code}: ${error.message}` : `HTTP ${error.status}: ${error.message}`;
  } else {
    text = `The request to Twilio failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (authToken) text = text.split(authToken).join('[redacted]');
  return text.length > MAX_FAILURE ? `${text.slice(0, MAX_FAILURE - 1)}…` : text;
}
