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
  // The import rules (the core depends on no door, server/ never imports app/, no circles) are checked by
  // dependency-cruiser, dynamic import() included: .dependency-cruiser.cjs, `npm run lint:imports`.
  globalIgnores(['.next/**', 'node_modules/**', '.data/**', 'drizzle/**', 'next-env.d.ts', 'e2e/screenshots/**', 'playwright-report/**', 'test-results/**', 'public/vendor/**', 'sdk/typescript/src/schema.ts']),
]);
