import js from '@eslint/js'
import astro from 'eslint-plugin-astro'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.builds/',
      '.astro/',
      '.wrangler/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', '../../*'], message: 'Import app code as #src/… (CONVENTIONS.md).' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: 'Import app code as #src/… (CONVENTIONS.md).' },
            {
              group: ['**/server/*', '**/scripts/*', '**/tests/*'],
              message: 'src/ never imports from server/, scripts/ or tests/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Islands ship to the browser; build-time modules (*.server.ts) never do (the build guards the rest).
    files: ['src/components/islands/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.server.ts', '**/*.server.tsx'], message: 'Islands run in the browser: no *.server.ts.' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'server/**/*.ts', 'tests/**/*.{ts,tsx}', 'netlify/functions/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures take `{}` and call `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
)
