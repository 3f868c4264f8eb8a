-- The system default context variables: global rows (no account) shared by every account.
INSERT INTO "context_variables" ("account_id", "name", "display_name", "description", "variable_type", "context_type", "is_default") VALUES
  (NULL, 'first_name', 'First Name', 'The contact''s first name', 'text', 'contact', true),
  (NULL, 'last_name', 'Last Name', 'The contact''s last name', 'text', 'contact', true),
  (NULL, 'full_name', 'Full Name', 'First and last name (read-only)', 'text', 'contact', true),
  (NULL, 'email', 'Email', 'The contact''s email address', 'text', 'contact', true),
  (NULL, 'phone_number', 'Phone Number', 'The contact''s primary phone number (read-only)', 'text', 'contact', true),
  (NULL, 'company', 'Company', 'The contact''s company', 'text', 'contact', true),
  (NULL, 'city', 'City', 'The contact''s city', 'text', 'contact', true),
  (NULL, 'state', 'State', 'The contact''s state or province', 'text', 'contact', true),
  (NULL, 'country', 'Country', 'ISO 3166-1 alpha-2 country code', 'text', 'contact', true),
  (NULL, 'name', 'Business Name', 'The business name', 'text', 'business', true),
  (NULL, 'phone', 'Business Phone', 'The business phone number', 'text', 'business', true),
  (NULL, 'email', 'Business Email', 'The business email address', 'text', 'business', true),
  (NULL, 'website', 'Business Website', 'The business website', 'text', 'business', true),
  (NULL, 'address', 'Business Address', 'The business address', 'text', 'business', true),
  (NULL, 'timezone', 'Business Time Zone', 'IANA time zone of the business', 'text', 'business', true),
  (NULL, 'industry', 'Industry', 'The business industry', 'text', 'business', true);
