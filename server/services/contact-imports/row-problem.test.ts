import { describe, expect, it } from 'vitest';
import { locate, problemOfRowError, rowMessage } from './row-problem';

const sources = {
  email: { column: 'E-mail', value: 'bob@' },
  'phone_numbers.0.phone_number': { column: 'Phone', value: '+1 555' },
  'phone_numbers.1.phone_number': { column: 'Other numbers', value: '+1 415 555 0102; 12' },
  'custom_context.tier': { column: 'Tier', value: 'bronze' },
  status: { column: 'Status', value: 'Dormant' },
  consent_scope: { column: 'Consent purpose', value: '' },
};

describe('rowMessage', () => {
  it.each([
    [22, { column: 'Phone', value: '+1 555', reason: 'is not a valid phone number' },
      'Row 22: "+1 555" in the Phone column is not a valid phone number; write it with its country code, such as +1 415 555 0123.'],
    [3, { column: 'E-mail', value: 'bob@', reason: 'must be a valid email address' }, 'Row 3: "bob@" in the E-mail column must be a valid email address.'],
    [4, { column: 'Consent purpose', value: '', reason: 'is empty, and a row with consent values needs it' }, 'Row 4: the Consent purpose column is empty, and a row with consent values needs it.'],
    [5, { column: 'Notes', reason: 'must not contain the NUL character (\\u0000)' }, 'Row 5: the Notes column must not contain the NUL character (\\u0000).'],
    [6, { reason: 'Team 12 not found.' }, 'Row 6: Team 12 not found.'],
    [7, { column: 'Status', value: 'x', reason: 'Invalid option: expected one of "lead"|"customer"' }, 'Row 7: "x" in the Status column is not one of lead, customer.'],
    [8, { column: 'Team', value: 'abc', reason: 'Invalid input: expected number, received string' }, 'Row 8: "abc" in the Team column is not a number.'],
    [9, { column: 'Company', value: 'x'.repeat(300), reason: 'Too big: expected string to have <=200 characters' }, `Row 9: "${'x'.repeat(60)}…" in the Company column is longer than 200 characters.`],
    [10, { column: 'Phone', value: '1', reason: 'send either phone_number or phone_numbers' }, 'Row 10: "1" in the Phone column: send either phone_number or phone_numbers.'],
  ])('row %i', (row, problem, message) => {
    expect(rowMessage(row, problem)).toBe(message);
  });
});

describe('problemOfRowError and locate', () => {
  it.each([
    [{ code: 'invalid_phone_number', message: 'phone_numbers.0.phone_number: is not a valid phone number' }, { column: 'Phone', value: '+1 555', reason: 'is not a valid phone number' }],
    [{ code: 'validation_error', message: 'phone_numbers.1.phone_number: is not a valid phone number' }, { column: 'Other numbers', value: '+1 415 555 0102; 12', reason: 'is not a valid phone number' }],
    // A problem with the list as a whole is shown on its first number's column.
    [{ code: 'validation_error', message: 'phone_numbers: must have exactly one primary' }, { column: 'Phone', value: '+1 555', reason: 'must have exactly one primary' }],
    [{ code: 'validation_error', message: 'email: must be a valid email address' }, { column: 'E-mail', value: 'bob@', reason: 'must be a valid email address' }],
    [{ code: 'validation_error', message: 'custom_context.tier: must be one of: gold' }, { column: 'Tier', value: 'bronze', reason: 'must be one of: gold' }],
    [{ code: 'validation_error', message: 'zip_code: must be at most 20 characters' }, { reason: 'zip code must be at most 20 characters' }],
    [{ code: 'missing_first_name', message: 'first_name is required to create a contact.' }, { reason: expect.stringMatching(/^a new contact needs a first name/) }],
    [{ code: 'team_access_denied', message: 'You cannot use team 4.' }, { reason: 'You cannot use team 4.' }],
  ])('%j', (error, problem) => {
    expect(problemOfRowError(error, sources)).toEqual(problem);
  });

  it('names a field with no column in words', () => {
    expect(locate('phone_numbers.2.phone_type', 'is not one of mobile, work', {})).toEqual({ reason: 'phone type 3 is not one of mobile, work' });
    expect(locate(null, 'the row has no phone number for its consent to cover', sources)).toEqual({ reason: 'the row has no phone number for its consent to cover' });
  });
});
