import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.data/**',
      'mocks/public/**',
      'test-results/**',
      'playwright-report/**',
      '.vitest-attachments/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: [
      'packages/ui/**/*.{ts,tsx}',
      'packages/site/**/*.{ts,tsx}',
      '.storybook/**',
      'mocks/**',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The component library has no fetching and no routing: props in, events out.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['ky', 'wouter', 'zustand', '@tanstack/react-query', '@cabo/site'],
          patterns: ['@cabo/server', '**/server/src/**'],
        },
      ],
    },
  },
  {
    // Browser code and the shared contract never reach into the server.
    files: ['packages/site/src/**', 'packages/contract/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@cabo/server', '**/server/src/**'] }],
    },
  },
  {
    // Benchmarks and scripts print tables and progress.
    files: ['bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
