import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { newAccount } from '@/server/testing/fixtures';
import { handleTrpcRequest } from '@/server/trpc/http-handler';
import type { AppRouter } from '@/server/trpc/root';
import { formErrors } from './form-errors';
import { fieldLabel, PHONE_HINT, plainMessage, problemsOf } from './plain-errors';

/** The dashboard's own client, its requests answered by the real tRPC endpoint for a signed-in user. */
async function dashboardClient(userId: number | null) {
  const db = await getDb();
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: 'http://localhost/api/trpc',
        transformer: superjson,
        fetch: (url, init) =>
          handleTrpcRequest(new Request(url, init as RequestInit), async () => ({ db, session: userId ? { userId } : null, address: '192.0.2.77' })),
      }),
    ],
  });
}

async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (err) {
    return err;
  }
  throw new Error('the call succeeded');
}

describe('plain-language field messages', () => {
  it.each([
    ['phone_numbers.0.phone_number', 'is not a valid phone number', PHONE_HINT],
    ['phone_number', 'must be an E.164 number such as +14155550123', PHONE_HINT],
    ['email', 'must be a valid email address', 'Enter an email address, such as name@example.com.'],
    ['name', 'must not be empty', 'Fill in this field.'],
    ['name', 'Invalid input: expected string, received undefined', 'Fill in this field.'],
    ['title', 'Too small: expected string to have >=1 characters', 'Fill in this field.'],
    ['password', 'must be at least 8 characters', 'Use at least 8 characters.'],
    ['name', 'Too big: expected string to have <=200 characters', 'Use at most 200 characters.'],
    ['retry.max_attempts', 'must be between 1 and 5', 'Enter a number from 1 to 5.'],
    ['max_concurrent_calls', 'Too big: expected number to be <=50', 'Enter 50 or less.'],
    ['duration', 'Too small: expected number to be >=1', 'Enter 1 or more.'],
    ['limit', 'Invalid input: expected int, received number', 'Enter a whole number.'],
    ['subscribed_events', 'must name at least one event', 'Choose at least one event.'],
    ['url', 'must use https', 'Use a web address that starts with https://.'],
    ['url', 'must use https (for local testing outside production, start the server with ALLOW_PRIVATE_WEBHOOK_URLS=true)',
      'Use a web address that starts with https://. For local testing outside production, start the server with ALLOW_PRIVATE_WEBHOOK_URLS=true.'],
    ['url', 'localhost resolves to a non-public address, which webhooks may not reach (for local testing outside production, start the server with ALLOW_PRIVATE_WEBHOOK_URLS=true)',
      'Use a public web address: this one points to a private or local network. For local testing outside production, start the server with ALLOW_PRIVATE_WEBHOOK_URLS=true.'],
    ['timezone', 'must be an IANA time zone such as Europe/Berlin', 'Choose a time zone, such as Europe/Berlin.'],
    ['start_time', 'Invalid ISO datetime', 'Enter a date and time.'],
    ['state', 'is not a known ISO 3166-2 state or province code', 'This is not a known ISO 3166-2 state or province code.'],
    ['phone_numbers.1.primary', 'only one phone number may be primary', 'Only one phone number may be primary.'],
    ['variables.budget', 'Invalid value for variable budget: not a number.', 'Invalid value for variable budget: not a number.'],
    ['email', 'Invalid input: expected string, received undefined', 'Fill in this field.'],
    ['from', 'Invalid ISO date', 'Enter a date.'],
    ['number', 'must be a whole number', 'Enter a whole number.'],
    ['name', 'is required', 'Fill in this field.'],
    ['max_concurrent_calls', 'must be at most 50', 'Enter 50 or less.'],
    ['duration', 'must be at least 1', 'Enter 1 or more.'],
    ['save_unknown_callers', 'must be true or false', 'Choose yes or no.'],
    ['tools', 'must have at least 1 item', 'Choose at least one.'],
    ['url', 'must be a full web address, such as https://example.com', 'Enter a full web address, such as https://example.com/hooks.'],
    ['start_time', 'must be an ISO 8601 date-time, such as 2026-05-01T14:30:00Z', 'Enter a date and time.'],
  ])('%s: "%s" reads "%s"', (path, message, plain) => {
    expect(plainMessage(path, message)).toBe(plain);
  });

  it('names fields for a summary, counting list entries from 1', () => {
    expect(fieldLabel('phone_numbers.1.phone_number')).toBe('Phone number 2');
    expect(fieldLabel('retry.max_attempts')).toBe('Max attempts');
    expect(fieldLabel('')).toBe('');
  });

  it('places codes about one field on that field, and keeps the rest for the whole form', () => {
    expect(problemsOf('email_taken', 'A user with this email already exists.', [])).toEqual([
      { path: 'email', message: expect.stringContaining('already exists') },
    ]);
    expect(problemsOf('missing_parameter', 'title is required.', [])).toEqual([{ path: 'title', message: 'Fill in this field.' }]);
    expect(problemsOf('invalid_time_range', 'end_time must be after start_time.', [])).toEqual([{ path: 'end_time', message: 'Choose an end after the start.' }]);
    expect(problemsOf('slot_unavailable', 'The time overlaps another event', [])).toEqual([{ path: '', message: 'The time overlaps another event.' }]);
  });
});

describe('a failed dashboard call read for a form', () => {
  it('puts an invalid phone number under its row, in plain words, and leaves nothing for the summary', async () => {
    const acct = await newAccount();
    const api = await dashboardClient(acct.userId);
    const err = await failure(api.contacts.create.mutate({ first_name: 'Ada', phone_numbers: [{ phone_number: '+1 415 555 0123' }, { phone_number: '12' }] }));
    expect(err).toBeInstanceOf(TRPCClientError);
    const errors = formErrors(err, ['first_name', 'phone_numbers.*']);
    expect(errors.field('phone_numbers.1')).toBe(PHONE_HINT);
    expect(errors.field('phone_numbers.0')).toBeUndefined();
    expect(errors.field('first_name')).toBeUndefined();
    expect(errors).toMatchObject({ placed: 1, unplaced: [] });
    // A form that shows no phone rows still says it, naming the entry, with no code or dotted path.
    expect(formErrors(err, ['first_name']).unplaced).toEqual([`Phone number 2: ${PHONE_HINT[0].toLowerCase()}${PHONE_HINT.slice(1)}`]);
  });

  it('shows why a transfer number is refused under the Team page\'s phone field, in the service\'s words', async () => {
    const acct = await newAccount();
    const api = await dashboardClient(acct.userId);
    const err = await failure(api.team.setPhone.mutate({ user_id: acct.userId, phone_number: '+19005550123' }));
    const errors = formErrors(err, ['phone_number']);
    expect(errors.field('phone_number')).toBe('+19005550123 is a premium rate number, so calls cannot be transferred to it.');
    expect(errors).toMatchObject({ placed: 1, unplaced: [] });
  });

  it('reads input the procedure refuses before its service runs (no event chosen) onto its field', async () => {
    const acct = await newAccount();
    const api = await dashboardClient(acct.userId);
    const err = await failure(api.webhooks.create.mutate({ name: 'CRM', url: 'http://127.0.0.1:9/hook', subscribed_events: [] }));
    expect(formErrors(err, ['name', 'url', 'subscribed_events']).field('subscribed_events')).toBe('Choose at least one event.');
  });

  it('puts a taken email under the email field of the sign-up form', async () => {
    const api = await dashboardClient(null);
    const email = `taken-${process.pid}-${Date.now()}@example.test`;
    await api.auth.signUp.mutate({ email, password: 'correct horse battery', account_name: 'Taken Co' });
    const err = await failure(api.auth.signUp.mutate({ email, password: 'correct horse battery', account_name: 'Taken Co' }));
    const errors = formErrors(err, ['account_name', 'name', 'email', 'password']);
    expect(errors.field('email')).toMatch(/already exists/);
    expect(errors.unplaced).toEqual([]);
  });

  it("names a problem inside an edit's envelope (`patch.name`) by the form's field", async () => {
    const acct = await newAccount();
    const api = await dashboardClient(acct.userId);
    const hook = await api.webhooks.create.mutate({ name: 'CRM', url: 'http://127.0.0.1:9/hook', subscribed_events: ['call.ended'] });
    const err = await failure(api.webhooks.update.mutate({ id: hook.id, patch: { name: '', subscribed_events: [] } }));
    const errors = formErrors(err, ['name', 'url', 'subscribed_events']);
    expect(errors.field('name')).toBe('Fill in this field.');
    expect(errors.field('subscribed_events')).toBe('Choose at least one event.');
    expect(errors.unplaced).toEqual([]);
  });

  it('keeps an error about no field for the summary, in the service words', async () => {
    const acct = await newAccount();
    const api = await dashboardClient(acct.userId);
    const err = await failure(api.webhooks.get.query({ id: 2_000_000_000 }));
    const errors = formErrors(err, ['name', 'url']);
    expect(errors.placed).toBe(0);
    expect(errors.unplaced).toEqual([expect.stringMatching(/not found\.$/)]);
  });
});
