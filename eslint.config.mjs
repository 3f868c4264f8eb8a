import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The core depends on no door: services never import the transports, the job runners or the app, and no
  // server code imports app/ (the app hands server code what it needs, such as the route index).
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(@/app(/|$)|(\\.\\./)+app/)', message: 'server/ never imports app/.' }] }],
    },
  },
  {
    files: ['server/services/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^(@/app(/|$)|(\\.\\./)+app/)', message: 'server/ never imports app/.' },
          {
            regex: '^(@/server/|(\\.\\./){2,})(http|trpc|jobs|cli)(/|$)',
            message: 'Services sit below their doors: import from server/{errors,lib,outbox,db,auth,config,logger} or other services.',
          },
        ],
      }],
    },
  },
  globalIgnores(['.next/**', 'node_modules/**', '.data/**', 'drizzle/**', 'next-env.d.ts', 'e2e/screenshots/**', 'playwright-report/**', 'test-results/**', 'public/vendor/**']),
]);
