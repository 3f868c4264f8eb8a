import type { Sample } from './types';

export const referenceSamples: Sample[] = [
  { method: 'GET', path: '/api/v1/openapi.json', name: 'serves the document', status: 200, request: () => ({ key: null }) },
];
