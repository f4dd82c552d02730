import boundaries from 'eslint-plugin-boundaries';

/**
 * Architecture boundaries (issue 15): who may import whom, checked on every import by eslint-plugin-boundaries.
 * Each table below is one rule; adding a web feature or a server module needs no change here (the patterns
 * capture any folder), adding a new public entry file does.
 */

/** The server's feature modules: each may reach another only through its `index.ts`. */
const MODULES = 'accounts|bookings|contact|content|dispatch|fleet|geo|notifications|pricing|settings';

/**
 * Every folder the rules talk about. `partialMatch: false` anchors a pattern at the repository root, so
 * `projections` is the platform package and not a module's `services/<m>/projections` folder.
 */
const ELEMENTS = [
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web-app', pattern: 'web/src/app' },
  { type: 'web-shared', pattern: 'web/src/(lib|components|i18n)' },
  { type: 'module', pattern: `services/(${MODULES})`, capture: ['module'] },
  { type: 'platform', pattern: '(services/platform|services/eventstore|projections|contracts)' },
].map((element) => ({ ...element, partialMatch: false }));

/**
 * The public entries of each element type, as paths inside the element. An import from outside an element
 * must land on one of them; inside an element anything goes.
 * - `index.ts`: the feature's or module's API.
 * - `pages.ts` (web): loaders of the feature's routed pages, kept apart from `index.ts` so an eager import of
 *   the API never drags a page into the main chunk (decision 93).
 * - `testing.ts` (web): fakes and helpers other features' tests use; production code never imports them.
 * - `widgets.ts` (web): components another feature's page shows, imported lazily (issue 18: the wizard's map
 *   on the manage page), apart from `index.ts` so the landing page never carries them.
 */
const PUBLIC_ENTRIES = {
  'web-feature': ['index.ts', 'pages.ts', 'testing.ts', 'widgets.ts'],
  module: ['index.ts'],
};

/** Layers that must not depend on another: [importer, forbidden target, why]. */
const FORBIDDEN_LAYERS = [
  [
    'web-shared',
    'web-feature',
    'lib/, components/ and i18n/ are shared by every feature: they must not know one.',
  ],
  [
    'web-shared',
    'web-app',
    'lib/, components/ and i18n/ sit below the app: the app composes them, not the reverse.',
  ],
  [
    'platform',
    'module',
    'The platform (platform, eventstore, projections, contracts) must not import a module.',
  ],
];

const entryPolicies = Object.entries(PUBLIC_ENTRIES).flatMap(([type, entries]) => [
  {
    disallow: { to: { element: { types: type } } },
    message: `Import a ${type} from outside only through its public entry (${entries.join(', ')}).`,
  },
  // Later policies win over earlier ones: the public entries are the exception to the line above.
  { allow: { to: { element: { types: type, fileInternalPath: entries } } } },
]);

const layerPolicies = FORBIDDEN_LAYERS.map(([from, to, message]) => ({
  from: { element: { types: from } },
  disallow: { to: { element: { types: to } } },
  message,
}));

export const boundariesConfig = {
  files: ['**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    // Imports are extension-less TypeScript paths: resolve them as the bundler and tsx do.
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'boundaries/elements': ELEMENTS,
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      // Imports inside one element are not checked (checkInternals is off by default).
      { default: 'allow', policies: [...entryPolicies, ...layerPolicies] },
    ],
  },
};
