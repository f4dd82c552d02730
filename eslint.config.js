import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { boundariesConfig } from './eslint/boundaries.js';
import { reactConfigs } from './eslint/react.js';

/** Server packages and their internals: the browser bundle must never reach them. */
const SERVER_ONLY = [
  '@chauffeur/eventstore',
  '@chauffeur/eventstore/*',
  '@chauffeur/projections',
  '@chauffeur/projections/*',
  '@chauffeur/api',
  '@chauffeur/api/*',
  '@chauffeur/platform',
  '@chauffeur/platform/*',
];

/** Another package's src/ reached by a relative path: its public entries (package exports) are the way in. */
const PACKAGE_INTERNALS = {
  regex: '^(\\.\\./)+(services/)?(api|platform|eventstore|projections|contracts)/src/',
  message:
    'Import another package through its public entry (@chauffeur/<package>, or its ./testing entry), not its src/ by path.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Import boundaries: the web app may use only the public entry of contracts.
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: SERVER_ONLY, message: 'The web app must not import server code.' },
            {
              // Its package exports are the public entries: the contracts, and the gazetteer's data (a
              // separate entry so only the map's chunk carries it).
              group: ['@chauffeur/contracts/*', '!@chauffeur/contracts/gazetteer'],
              message:
                'Import only the public entries: @chauffeur/contracts (or @chauffeur/contracts/gazetteer).',
            },
            {
              regex: '^(\\.\\./)+(contracts|services|projections|tests)(/|$)',
              message: 'The web app must not reach into other packages by path; use @chauffeur/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server code, tests and tools reach another package only through its public entries (issue 15): a
    // relative path into another package's src/ (e.g. '../../api/src/seed/x' from a module) is refused.
    files: ['services/**/*.ts', 'projections/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [PACKAGE_INTERNALS] }],
    },
  },
  {
    // The server validates pickup times on the app's clock (decision 338): its routes build their schemas
    // with `...SchemaOn(deps.now)`. The browser's, on the machine's own clock, are for the web and tests.
    files: ['services/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [PACKAGE_INTERNALS],
          paths: [
            {
              name: '@chauffeur/contracts',
              importNames: ['bookingRequestSchema', 'scheduledTimeSchema'],
              message:
                "The browser's clock: a route validates with bookingRequestSchemaOn(deps.now) or scheduledTimeSchemaOn(deps.now).",
            },
          ],
        },
      ],
    },
  },
  {
    // Contracts are shared with the browser: no Node built-ins, no server packages.
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', ...SERVER_ONLY], message: 'contracts must stay pure and browser-safe.' },
            PACKAGE_INTERNALS,
          ],
        },
      ],
    },
  },
  boundariesConfig,
  ...reactConfigs,
);
