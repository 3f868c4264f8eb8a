import { newUser, type TestAccount } from '@/server/testing/fixtures';
import { api } from './api';
import type { Sample } from './types';

const selectVariable = {
  name: 'preferred_language',
  display_name: 'Preferred language',
  description: 'Language to speak on calls',
  variable_type: 'select',
  context_type: 'contact',
  select_options: ['English', 'Spanish'],
};

const newVariable = async (acct: TestAccount) => ({
  variable_id: String((await api(acct, 'POST', '/api/v1/context-variables/create', { body: selectVariable })).id),
});

export const contextVariableSamples: Sample[] = [
  {
    method: 'GET',
    path: '/api/v1/context-variables',
    name: 'lists definitions',
    status: 200,
    request: async (acct) => {
      await newVariable(acct);
      return { query: 'context_type=contact&page=1&limit=50' };
    },
  },
  { method: 'POST', path: '/api/v1/context-variables/create', name: 'creates a definition', status: 201, request: () => ({ body: selectVariable }) },
  {
    method: 'POST',
    path: '/api/v1/context-variables/create',
    name: 'refuses a duplicate name',
    status: 400,
    request: async (acct) => {
      await newVariable(acct);
      return { body: selectVariable };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/context-variables/create',
    name: 'names the missing parameter',
    status: 400,
    request: () => ({ body: { name: 'budget', variable_type: 'number', context_type: 'contact' } }),
  },
  {
    method: 'PUT',
    path: '/api/v1/context-variables/{variable_id}/update',
    name: 'updates a definition',
    status: 200,
    request: async (acct) => ({
      params: await newVariable(acct),
      body: { display_name: 'Language', select_options: ['English', 'Spanish', 'French'] },
    }),
  },
  {
    method: 'PATCH',
    path: '/api/v1/context-variables/{variable_id}/update',
    name: 'updates fields of a definition',
    status: 200,
    request: async (acct) => ({ params: await newVariable(acct), body: { description: 'Spoken language' } }),
  },
  {
    method: 'PATCH',
    path: '/api/v1/context-variables/{variable_id}/update',
    name: 'refuses to change a system default',
    status: 403,
    request: async (acct) => {
      const list = await api(acct, 'GET', '/api/v1/context-variables', { query: 'context_type=contact' });
      const builtIn = list.variables.find((v: { is_default: boolean }) => v.is_default);
      return { params: { variable_id: String(builtIn.id) }, body: { display_name: 'Given name' } };
    },
  },
  {
    method: 'DELETE',
    path: '/api/v1/context-variables/{variable_id}/delete',
    name: 'deletes a definition',
    status: 200,
    request: async (acct) => ({ params: await newVariable(acct) }),
  },
  {
    method: 'POST',
    path: '/api/v1/business/context',
    name: 'sets business variables',
    status: 200,
    request: () => ({ body: { variables: { support_hours: 'Mon-Fri 9-17', industry: 'Dental' }, auto_create_variables: true } }),
  },
  {
    method: 'POST',
    path: '/api/v1/business/context',
    name: "refuses a member's key",
    status: 403,
    request: async (acct) => ({ body: { variables: { industry: 'Dental' } }, key: (await newUser(acct.accountId, { role: 'member' })).key }),
  },
  {
    method: 'POST',
    path: '/api/v1/context-variables/create',
    name: "refuses a member's key",
    status: 403,
    request: async (acct) => ({ body: selectVariable, key: (await newUser(acct.accountId, { role: 'member' })).key }),
  },
  {
    method: 'POST',
    path: '/api/v1/business/context',
    name: 'refuses a value of the wrong type',
    status: 400,
    request: async (acct) => {
      await api(acct, 'POST', '/api/v1/context-variables/create', {
        body: { name: 'seats', display_name: 'Seats', variable_type: 'number', context_type: 'business' },
      });
      return { body: { variables: { seats: 'many' } } };
    },
  },
];
