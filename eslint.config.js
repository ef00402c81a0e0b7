import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The areas of the repo an import may come from (paths from the repo root). Zones name the
 * resolved file, so `@cabo/ui`, `@cabo/ui/app/api` and `../../ui/src/…` are the same import.
 */
const area = {
  contract: 'packages/contract',
  data: 'packages/data',
  ui: 'packages/ui/src',
  uiApp: 'packages/ui/src/app',
  site: 'packages/site/src',
  siteApp: 'packages/site/src/app',
  siteFeatures: 'packages/site/src/features',
  admin: 'packages/admin/src',
  server: 'packages/server/src',
  serverTests: 'packages/server/test',
  mocks: 'mocks',
  e2e: 'e2e',
  scripts: 'scripts',
  bench: 'bench',
};
const why = {
  server:
    'Only the server and its tests import server code: share it through @cabo/contract or @cabo/data.',
  serverTests: 'Server code never imports its tests.',
  site: 'Nothing imports the site: move what is shared into @cabo/ui, @cabo/contract or @cabo/data.',
  admin:
    'Nothing imports the admin: the site and the admin share only @cabo/ui and @cabo/contract.',
  mocks: 'Only stories and tests import the MSW mocks (mocks/).',
  ui: 'Only the site, the admin and their stories render components.',
  uiData: 'Components take content as props; only their stories import @cabo/data.',
  adminData: 'The admin composes @cabo/ui and @cabo/contract; only its stories import @cabo/data.',
  uiApp:
    "Components take props and raise events: the apps' plumbing (src/app: HTTP client, query client, providers) is for the site and the admin.",
  contract:
    'The contract imports only zod and date-fns (with @date-fns/tz): it runs in the browser, the server and the mocks alike.',
  data: 'The data package imports only @cabo/contract (plus node: and vitest in its tests).',
  tooling:
    'Packages never import the repo tooling (e2e/, scripts/, bench/): move what both need into a package.',
  libToApp: 'lib/ is shared by app/ and every feature, so it imports neither.',
  feature:
    'A feature never imports another feature: move what two features share into lib/ or @cabo/ui.',
  featureToApp:
    'A feature never imports app/ (the shell imports the features, not the reverse): move what it needs into lib/.',
  buildConfig:
    "A Vite config runs in Node before the app is built: it imports no package's source, only tooling.",
  e2e: 'Journeys drive the built server through the browser: they share only the contract, the data and scripts/.',
};
const from = (name, message = why[name], except) => ({ from: area[name], message, except });
const tooling = ['e2e', 'scripts', 'bench'].map((name) => from(name, why.tooling));
const apps = [from('server'), from('serverTests', why.server), from('site'), from('admin')];

/** The site's features, read from disk so a new one is covered without an edit here. */
const features = fs
  .readdirSync(path.join(here, area.siteFeatures), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature (packages/site/src/features/<x>/) imports itself, lib/, @cabo/ui, @cabo/contract
 * and @cabo/data, never another feature or app/ (its stories may use app/storyProviders.tsx,
 * the site's providers around a story).
 */
const featureZones = ({ stories }) => [
  ...features.map((name) => ({
    target: `${area.siteFeatures}/${name}`,
    ...from('siteFeatures', why.feature, [`./${name}`]),
  })),
  from('site', why.featureToApp, [
    './lib',
    './features',
    ...(stories ? ['./app/storyProviders.tsx'] : []),
  ]),
];

const stories = ['**/*.stories.tsx'];
const tests = ['**/*.test.ts', '**/*.test.tsx'];
const uiStories = ['packages/ui/src/**/*.stories.tsx', 'packages/ui/src/common/storyFixtures.tsx'];

/**
 * One entry per kind of file: its files (and the files of a more specific kind it leaves to
 * that kind), then the areas it may not import from. A later flat-config entry replaces an
 * earlier one's options for the same rule, so the kinds do not overlap.
 */
const kinds = [
  {
    files: ['packages/contract/**'],
    zones: ['data', 'ui', 'site', 'admin', 'server', 'serverTests', 'mocks'].map((name) =>
      from(name, why.contract),
    ),
  },
  {
    files: ['packages/data/**'],
    zones: ['ui', 'site', 'admin', 'server', 'serverTests', 'mocks'].map((name) =>
      from(name, why.data),
    ),
  },
  {
    files: ['packages/ui/src/**'],
    ignores: [...uiStories, 'packages/ui/src/app/**'],
    zones: [...apps, from('mocks'), from('data', why.uiData), from('uiApp')],
  },
  // The apps' plumbing shared by the site and the admin: fetching, routing and query state
  // are its job, but it still imports no app, server, mocks or data.
  {
    files: ['packages/ui/src/app/**'],
    zones: [...apps, from('mocks'), from('data', why.uiData)],
  },
  { files: uiStories, zones: [...apps, from('mocks')] },
  { files: ['mocks/**'], zones: [...apps, from('ui')] },
  {
    files: ['packages/server/src/**'],
    zones: [from('site'), from('admin'), from('ui'), from('mocks'), from('serverTests')],
  },
  // Server tests call the real app, so they import server code and the mocks' handlers.
  { files: ['packages/server/test/**'], zones: [from('site'), from('admin'), from('ui')] },
  {
    files: ['packages/site/src/**'],
    ignores: [...stories, 'packages/site/src/features/**', 'packages/site/src/lib/**'],
    zones: [from('server'), from('serverTests', why.server), from('admin'), from('mocks')],
  },
  {
    files: ['packages/site/src/lib/**'],
    ignores: stories,
    zones: [
      from('server'),
      from('serverTests', why.server),
      from('admin'),
      from('mocks'),
      from('siteApp', why.libToApp),
      from('siteFeatures', why.libToApp),
    ],
  },
  {
    files: ['packages/site/src/features/**'],
    ignores: stories,
    zones: [
      from('server'),
      from('serverTests', why.server),
      from('admin'),
      from('mocks'),
      ...featureZones({ stories: false }),
    ],
  },
  {
    files: ['packages/site/src/**/*.stories.tsx'],
    ignores: ['packages/site/src/features/**'],
    zones: [from('server'), from('serverTests', why.server), from('admin')],
  },
  {
    files: ['packages/site/src/features/**/*.stories.tsx'],
    zones: [
      from('server'),
      from('serverTests', why.server),
      from('admin'),
      ...featureZones({ stories: true }),
    ],
  },
  // The staff app composes @cabo/ui and @cabo/contract; it shares nothing else with the site.
  {
    files: ['packages/admin/src/**'],
    ignores: stories,
    zones: [
      from('server'),
      from('serverTests', why.server),
      from('site'),
      from('mocks'),
      from('data', why.adminData),
    ],
  },
  {
    files: ['packages/admin/src/**/*.stories.tsx'],
    zones: [from('server'), from('serverTests', why.server), from('site')],
  },
  {
    files: ['packages/site/vite.config.ts', 'packages/admin/vite.config.ts'],
    zones: ['contract', 'data', 'ui', 'site', 'admin', 'server', 'mocks'].map((name) =>
      from(name, why.buildConfig),
    ),
  },
  {
    files: ['e2e/**'],
    zones: ['ui', 'site', 'admin', 'server', 'serverTests', 'mocks'].map((name) =>
      from(name, why.e2e),
    ),
  },
];
// Every package also keeps out of the repo's tooling.
for (const kind of kinds) {
  if (kind.files.some((glob) => glob.startsWith('packages/') && !glob.endsWith('vite.config.ts'))) {
    kind.zones.push(...tooling);
  }
}

/** The areas as import-x zones; `target` is the entry's files (features narrow it). */
function importZones() {
  return kinds.map(({ files, ignores, zones }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: here,
          zones: zones.map(({ target = '.', from: zoneFrom, except, message }) => ({
            target,
            from: zoneFrom,
            ...(except ? { except } : {}),
            message,
          })),
        },
      ],
    },
  }));
}

/**
 * What a zone cannot see: which packages a file may name (the contract only zod and date-fns;
 * data only the contract; components no fetching, routing or app state) and
 * that a workspace package is imported by its name, not by a relative path into its src/.
 */
function specifierRules() {
  const onlyRelativeAnd = (packages, message) => ({
    regex: `^(?!(${packages.join('|')})(/|$)|\\.\\.?/)`,
    message,
  });
  const byName = [
    { group: ['**/ui/src/**'], message: 'Import the component library by name: @cabo/ui.' },
    { group: ['**/data/src/**'], message: 'Import the catalogue data by name: @cabo/data.' },
  ];
  const ariaLinkOnly = {
    name: 'react-aria-components',
    importNames: ['Link', 'RouterProvider'],
    message: "Use AriaLink (components/Link): it brings the app's client-side navigation.",
  };
  const noAppState = {
    group: ['ky', 'wouter', 'zustand', '@tanstack/react-query', 'msw'],
    message:
      'The component library has no fetching, no routing and no app state: props in, events out.',
  };
  const restrict = (files, ignores, patterns, paths) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { patterns, ...(paths ? { paths } : {}) }] },
  });
  return [
    // Storybook's own config (.storybook/) reaches into the library's docs pages by path.
    restrict(
      ['packages/**', 'mocks/**', 'e2e/**'],
      ['packages/contract/**', 'packages/data/**', 'packages/ui/**'],
      byName,
    ),
    restrict(['packages/contract/src/**'], tests, [
      onlyRelativeAnd(['zod', 'date-fns', '@date-fns/tz'], why.contract),
    ]),
    restrict(['packages/contract/src/**/*.test.ts'], undefined, [
      onlyRelativeAnd(['zod', 'date-fns', '@date-fns/tz', 'vitest'], why.contract),
    ]),
    restrict(['packages/data/src/**'], tests, [onlyRelativeAnd(['@cabo/contract'], why.data)]),
    restrict(['packages/data/src/**/*.test.ts'], undefined, [
      onlyRelativeAnd(['@cabo/contract', 'vitest', 'node:[a-z]+'], why.data),
    ]),
    restrict(
      ['packages/ui/src/**'],
      [...uiStories, 'packages/ui/src/app/**'],
      [byName[1], noAppState],
      [ariaLinkOnly],
    ),
    restrict(['packages/ui/src/app/**'], undefined, [byName[1]], [ariaLinkOnly]),
    // React's Node builds keep each render in an AsyncLocalStorage, which turns on async hooks
    // for every later request of the server (docs/architecture.md, "Render").
    restrict(
      ['packages/site/src/**'],
      undefined,
      byName,
      [
        'react-dom/server',
        'react-dom/server.node',
        'react-dom/static',
        'react-dom/static.node',
      ].map((name) => ({
        name,
        message: "Render with react-dom/static.browser's prerender (docs/architecture.md, Render).",
      })),
    ),
    restrict(uiStories, undefined, [byName[1]]),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'storybook-static/**',
      'reports/**',
      '.data/**',
      'mocks/public/**',
      'test-results/**',
      'playwright-report/**',
      '.vitest-attachments/**',
      // Planted wrong imports that scripts/lint-boundaries.test.mjs lints on purpose.
      'scripts/fixtures/**',
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
      'packages/admin/**/*.{ts,tsx}',
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
  // Dependency direction (docs/architecture.md, "Dependency direction"): the contract
  // imports only zod and date-fns; data imports the contract; server and
  // mocks import contract and data; ui imports the contract (its stories also data); the site
  // imports ui, contract and data, and inside it app/ imports features/<x>, which import lib/;
  // the admin imports ui and the contract; neither app imports the other; no package imports
  // e2e/, scripts/ or bench/.
  // Zones (import-x/no-restricted-paths) check where the resolved file lies. Import cycles are
  // `pnpm run cycles` (dpdm): import-x/no-cycle parses every imported file again and cost a
  // third more lint time.
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
  },
  ...importZones(),
  ...specifierRules(),
  {
    // A style file evaluates what it imports at build time; through the library's entry that
    // is every component's styles, and all their CSS would ship with the page that imports it.
    files: ['packages/site/src/**/*.css.ts', 'packages/admin/src/**/*.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@cabo/ui']",
          message: "Style files import tokens from '@cabo/ui/tokens', not the library's entry.",
        },
      ],
    },
  },
  {
    // Every page's script holds the paths it names: the visitors' pages name the public ones.
    files: ['packages/site/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/*.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@cabo/contract'] ImportSpecifier[imported.name='apiPaths']",
          message:
            "The site names publicApiPaths: apiPaths holds the admin's paths too, and every page would load them.",
        },
      ],
    },
  },
  {
    // Benchmarks and scripts print tables and progress.
    files: ['bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
