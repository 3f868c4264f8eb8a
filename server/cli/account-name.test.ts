import { describe, expect, it } from 'vitest';
import { accountNameFromEmail } from './account-name';

describe('accountNameFromEmail', () => {
  it.each([
    ['owner@bella-dental.com', 'Bella Dental'],
    ['Jo@Acme.io', 'Acme'],
    ['front.desk@mail.smith_plumbing.co.uk', 'Smith Plumbing'],
    ['sam@northside.com.au', 'Northside'],
    // Nothing to say whose business it is: the placeholder, to be renamed.
    ['you@example.com', 'My Business'],
    ['someone@gmail.com', 'My Business'],
    ['a@clinic.test', 'My Business'],
    ['no-domain', 'My Business'],
  ])('%s → %s', (email, name) => {
    expect(accountNameFromEmail(email)).toBe(name);
  });
});
