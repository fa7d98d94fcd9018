// Type-aware lint for the whole monorepo; zero warnings is the bar (`npm run lint`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'coverage/**',
      '**/*.mjs',
      'eslint.config.js',
      // Plain-JS rule data for dependency-cruiser (`npm run lint:deps`), outside every tsconfig.
      '.dependency-cruiser.js',
      '**/*.cjs',
      // The push service worker is served as written (no build step, no tsconfig); its
      // behaviour is tested in Chromium by apps/web/e2e/push.e2e.ts.
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Export names explicitly (STYLE.md).' },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@skytrace/server', '@skytrace/web'],
              message: 'Packages never import apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/adsb/src/**/*.ts'],
    rules: {
      // The decoder is pure: no I/O modules in the library itself (the CLI lives in bin/ and scripts/).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'net', 'http', '**/apps/**'],
              message: 'packages/adsb/src has no I/O.',
            },
          ],
        },
      ],
      // Bit-twiddling code: numbers in templates and bitwise ops are the domain.
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**/*.ts'],
    // Tests poke at untyped JSON answers on purpose; production code may not.
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
