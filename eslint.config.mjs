// One lint setup for every workspace: typescript-eslint's recommended rules, React hooks rules for
// the frontends, and no focused tests left behind.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'e2e/artifacts/**',
      'coverage/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'describe', property: 'only', message: 'Do not leave .only in a spec.' },
        { object: 'it', property: 'only', message: 'Do not leave .only in a spec.' },
        { object: 'test', property: 'only', message: 'Do not leave .only in a spec.' },
      ],
    },
  },
  {
    files: ['frontends/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The router is one copy per page only when every app reaches it through the shared
    // @newsroom/ui (packages/ui/src/router.ts); tests may build their own MemoryRouter.
    files: ['frontends/*/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/test/**', 'packages/ui/src/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          message: 'Import the router from @newsroom/ui: a page must have one router, shared with the shell.',
        })),
      ],
    },
  },
);
