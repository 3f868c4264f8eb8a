/**
 * Every error code the application answers, with its HTTP status and what it means: the one table that REST,
 * tRPC, the CLI and the OpenAPI document all read. A code thrown anywhere must be a key of this table (the
 * type `ErrorCode` makes a misspelled or unlisted code a compile error).
 */
export const errorCodes = {
  // 400
  invalid_json: { status: 400, description: 'The body is not a JSON object.' },
  credentials_in_query: { status: 400, description: 'A password, key, secret or token was sent in the query string, where logs keep it; send it in the body or the Authorization header.' },
  validation_error: { status: 400, description: 'A field has the wrong type or range; `details` names each field.' },
  missing_first_name: { status: 400, description: 'first_name is missing.' },
  missing_phone_number: { status: 400, description: 'phone_number is missing.' },
  missing_agent_id: { status: 400, description: 'agent_id is missing.' },
  invalid_phone_number: { status: 400, description: 'The phone number is not valid.' },
  missing_parameter: { status: 400, description: 'A required parameter is missing; the message names it.' },
  duplicate_variable: { status: 400, description: 'A definition with this name already exists.' },
  invalid_value: { status: 400, description: "A value does not match the variable's type, or the variable is read-only." },
  undefined_variable: { status: 400, description: 'The variable is not defined and auto_create_variables is false.' },
  invalid_datetime_format: { status: 400, description: 'A date-time is not ISO 8601.' },
  invalid_time_range: { status: 400, description: 'end_time is not after start_time.' },
  invalid_parameter: { status: 400, description: 'A query parameter is not valid (date format, status, page, limit or range).' },
  invalid_parameter_format: { status: 400, description: 'A date is not in the YYYY-MM-DD format, or the range is too long.' },
  invalid_duration: { status: 400, description: 'duration is outside 1 to 180.' },
  invalid_signature: { status: 400, description: "The payment provider's webhook is not signed with the configured secret (Stripe-Signature)." },
  invalid_csv: { status: 400, description: 'The body is not a CSV file with a readable, non-empty header row of distinct column names, is not valid UTF-8 (or the charset it declares), or passes a limit (500 columns, 128 KiB a line); the message names the line or the limit.' },
  invalid_mapping: { status: 400, description: 'The import mapping is not a JSON object of file column → contact field, or names a column the file lacks, a field that does not exist or a contact variable the account has not defined.' },
  calendar_connection_failed: { status: 400, description: "The calendar could not be linked: the message says what its server answered (a refused password, not a CalDAV server, an address webhooks may not reach, a refused HighLevel token). Nothing is written." },
  crm_provider_not_configured: { status: 400, description: 'This server has no OAuth client for the CRM (GOHIGHLEVEL_CLIENT_ID and …_SECRET, HUBSPOT_CLIENT_ID and …_SECRET): connect it with a token instead.' },
  invalid_crm_webhook: { status: 401, description: "The CRM webhook's signature, age or id is not the CRM's (forged, stale or replayed): nothing was applied." },
  calendar_provider_not_configured: { status: 400, description: 'This server has no OAuth client for the provider (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, MICROSOFT_…, GOHIGHLEVEL_…): it cannot be linked here. CalDAV always can.' },
  usage: { status: 400, description: 'A command-line option is missing or malformed (CLI only).' },
  wrong_password: { status: 400, description: 'The current password sent with a password change is not correct.' },
  // 401
  authentication_required: { status: 401, description: 'No API key was sent.' },
  invalid_key: { status: 401, description: 'The API key is invalid, revoked or expired.' },
  invalid_secret: { status: 401, description: "The provider's request (voice or text messages) is not signed with the configured secret." },
  invalid_push: { status: 401, description: "A calendar provider's push does not prove where it came from: an unknown channel, a wrong channel token or clientState, a bad HighLevel signature. Nothing is read." },
  // 402
  insufficient_funds: { status: 402, description: 'The wallet balance not already held by live calls does not cover one minute; the body adds `balance`, `held`, `available`, `required` and `currency`.' },
  // 403
  permission_denied: { status: 403, description: "The API key lacks the permission the operation requires, or the user's role does not allow it (owners and admins only)." },
  team_access_denied: { status: 403, description: "The team belongs to the account but the key's user cannot access it." },
  do_not_call: { status: 403, description: 'The number is on the do-not-call list.' },
  destination_not_allowed: { status: 403, description: "The account's destination policy refuses the number: a country it does not call, or a refused number type (premium rate, shared cost, UAN, international networks…); `details` names the rule." },
  consent_required: { status: 403, description: "No active consent of the callee covers the call: the account's `consent_required` asks for express (or express written) consent for the call's purpose, and `enforce_consent_on_api_calls` holds direct calls to it; the message names the consent missing. Nothing is written." },
  destination_policy_floor: { status: 403, description: "A destination policy change would lift the operator's floor: a country the operator has not granted the account (`permitted_countries`), or `blocked_number_types` without every one of `operator_blocked_number_types` (DESTINATION_FLOOR_NUMBER_TYPES); `details` names each. Nothing is changed." },
  update_not_allowed: { status: 403, description: 'The definition is a system default and cannot be modified.' },
  delete_not_allowed: { status: 403, description: 'The definition is a system default and cannot be deleted.' },
  trial_credit_unavailable: { status: 403, description: 'This server offers no trial credit: it is given only while calls are simulated (VOICE_PROVIDER=simulator) and TRIAL_CREDIT_CENTS is above 0.' },
  tool_not_enabled: { status: 403, description: "The call's agent does not have this tool (the agent's `tools`)." },
  forbidden_origin: { status: 403, description: "The request came from a web page of another origin (its `Origin` header is not this server's PUBLIC_BASE_URL): the MCP endpoint answers only this site's pages and clients that send no Origin." },
  // 404
  not_found: { status: 404, description: 'The resource does not exist or is not accessible to the key.' },
  agent_not_found: { status: 404, description: 'The agent does not exist or is not accessible to the key.' },
  no_phone_number: { status: 404, description: 'The agent has no assigned phone number.' },
  no_sender: { status: 409, description: 'The account has no number to text from: no agent has a phone number and there is no caller number.' },
  team_not_found: { status: 404, description: 'The team does not exist or is not accessible to the key.' },
  tool_not_found: { status: 404, description: 'No tool has this name; the tools are check_availability, book_appointment, reschedule_appointment, cancel_appointment, update_contact, opt_out, transfer_to_human and send_sms.' },
  // 405
  method_not_allowed: { status: 405, description: 'The path does not serve this method; `Allow` lists those it does.' },
  // 409
  tests_failed: { status: 409, description: "The agent requires passing tests (require_passing_tests) and its conversation tests did not pass on the change: nothing changed. `run` is the test run, with each failure in words." },
  slot_unavailable: { status: 409, description: 'The time, widened by the buffer, overlaps a blocking event.' },
  crm_connection_exists: { status: 409, description: 'The account already has a connection to this CRM: change or delete that one.' },
  crm_connection_not_active: { status: 409, description: 'The CRM connection is waiting for its OAuth grant or needs a new token: it cannot sync until it is active.' },
  calendar_connection_not_active: { status: 409, description: 'The calendar connection is waiting for its OAuth grant or needs to be reconnected: it cannot sync until it is active.' },
  webhook_inactive: { status: 409, description: 'The webhook is inactive; activate it first.' },
  agent_not_inbound: { status: 409, description: 'The agent does not answer calls: its role is outbound.' },
  call_not_live: { status: 409, description: 'The call has ended (or not started yet): tools run only while a call is queued, ringing or in progress.' },
  call_not_cancelable: { status: 409, description: 'Only a scheduled call, or a queued call not yet handed to the provider, can be canceled.' },
  campaign_not_startable: { status: 409, description: 'A completed or canceled campaign cannot start again.' },
  campaign_dials_nobody: { status: 409, description: 'Started now, the campaign would dial nobody: every contact of its audience would be skipped (no consent for its purpose, no number, do-not-call, …), or it has none. The message says why and what to do; `skipped` counts the reasons. Nothing is written. Send `confirm_nobody_callable: true` to start it anyway.' },
  campaign_not_pausable: { status: 409, description: 'Only a running or scheduled campaign can be paused.' },
  campaign_not_resumable: { status: 409, description: 'Only a paused campaign can be resumed.' },
  campaign_not_cancelable: { status: 409, description: 'A completed campaign cannot be canceled.' },
  idempotency_key_in_use: { status: 409, description: 'A request with this Idempotency-Key is still running; retry after it ends.' },
  agent_archived: { status: 409, description: 'The agent is archived: it keeps its calls but places no new ones and its campaigns cannot start; unarchive it first.' },
  duplicate_assistant_id: { status: 409, description: 'Another agent of the account already uses this assistant id.' },
  duplicate_phone_number: { status: 409, description: 'The account already has this number among its phone numbers (caller numbers).' },
  payments_not_configured: { status: 409, description: 'Card payments are not set up on this server (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, and PUBLIC_BASE_URL in production, where Stripe returns the payer); the operator adds credit instead.' },
  trial_credit_claimed: { status: 409, description: 'The account already received its trial credit (once per account).' },
  email_taken: { status: 409, description: 'A user with this email already exists.' },
  agent_limit_reached: { status: 409, description: 'The account already has the most agents allowed (MAX_AGENTS_PER_ACCOUNT, default 50; archived agents do not count): archive one first.' },
  webhook_limit_reached: { status: 409, description: 'The account already has the most webhooks allowed (MAX_WEBHOOKS_PER_ACCOUNT, default 20).' },
  alert_limit_reached: { status: 409, description: 'The account already has the most alerts allowed (50): delete one first.' },
  secret_limit_reached: { status: 409, description: 'Five secrets already sign the webhook (the current one and four rotated out); rotate again once the oldest expires.' },
  // 413
  payload_too_large: { status: 413, description: 'The body is larger than 1 MiB (50 MiB for a CSV import).' },
  // 415
  unsupported_media_type: { status: 415, description: 'The body is not of the media type the operation takes (text/csv for a CSV import).' },
  // 422
  validation_failed: { status: 422, description: "A value is well formed but a rule refuses it: a retention shorter than the law's minimum (compliance_days under 1461, four years); `details` names the field. Nothing is written." },
  idempotency_key_reused: { status: 422, description: 'This Idempotency-Key was used with another request (method, path or body) in the last 24 hours.' },
  // 429
  live_call_limit: { status: 429, description: "The account already has as many live calls (queued, ringing or in progress) as a cap allows: its own (`max_live_calls`, default 10), the part of it outbound calls may use (`max_live_calls` less the business setting `inbound_reserve`), or the agent's team's (`team_max_live_calls`); the body names the cap. Retry-After (and `retry_after`) says 30 seconds: retry when a call ends." },
  import_limit_reached: { status: 429, description: 'The account already has as many contact imports under way as allowed (MAX_IMPORTS_IN_PROGRESS_PER_ACCOUNT, default 2; start another when one ends), or has started as many in the last 24 hours as allowed (MAX_IMPORTS_PER_ACCOUNT_PER_DAY, default 50; retry after `Retry-After` seconds).' },
  rate_limited: { status: 429, description: 'Too many requests for this key (or failed authentications from this address, webhook test sends and redeliveries of this account, or dashboard requests of this user); retry after `Retry-After` seconds.' },
  // 500
  server_error: { status: 500, description: 'Unexpected server error; quote the request id when reporting it.' },
  // 502
  provider_unavailable: { status: 502, description: 'The voice provider could not be reached, or refused the request; nothing was saved. Try again.' },
  // 503
  service_unavailable: { status: 503, description: 'The database could not be reached or did not answer in time (an outage, a restart, a statement past its time). Retry after `Retry-After` seconds (also `retry_after`); send a write again with the same Idempotency-Key, so that one which did take effect is answered, not repeated.' },
} as const satisfies Record<string, { status: number; description: string }>;

export type ErrorCode = keyof typeof errorCodes;

export const statusOf = (code: ErrorCode): number => errorCodes[code].status;

/** The codes every keyed REST operation can answer, whatever it does. */
export const keyedRouteCodes: ErrorCode[] = ['authentication_required', 'invalid_key', 'permission_denied', 'rate_limited', 'server_error', 'service_unavailable'];

/** The codes every REST operation with a JSON body can answer. */
export const bodyCodes: ErrorCode[] = ['invalid_json', 'payload_too_large', 'validation_error'];
