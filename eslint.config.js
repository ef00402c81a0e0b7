import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const rule = (group, message) => ({ group, message });
const noServer = rule(
  ['@cabo/server', '**/server/src/**'],
  'Only the server imports server code: share it through @cabo/contract or @cabo/data.',
);
const noSite = rule(
  ['@cabo/site', '**/site/src/**'],
  'Nothing imports the site: move what is shared into @cabo/ui, @cabo/contract or @cabo/data.',
);
const noAdmin = rule(
  ['@cabo/admin', '**/admin/src/**'],
  'Nothing imports the admin: the site and the admin share only @cabo/ui and @cabo/contract.',
);
const noMocks = rule(['**/mocks/**'], 'Only stories and tests import the MSW mocks (mocks/).');
const noUi = rule(
  ['@cabo/ui', '**/ui/src/**'],
  'Only the site, the admin and their stories render components.',
);
const uiByName = rule(['**/ui/src/**'], 'Import the component library by name: @cabo/ui.');
const dataByName = rule(['**/data/src/**'], 'Import the catalogue data by name: @cabo/data.');
const noData = rule(
  ['@cabo/data', '**/data/src/**'],
  'Components take content as props; only their stories import @cabo/data.',
);
const noAppState = rule(
  ['ky', 'wouter', 'zustand', '@tanstack/react-query', 'msw'],
  'The component library has no fetching, no routing and no app state: props in, events out.',
);
const noAppPlumbing = {
  regex: '^\\.\\.?/(\\.\\./)*app/',
  message:
    "Components take props and raise events: the apps' plumbing (src/app: HTTP client, query client, providers) is for the site and the admin.",
};
const adminData = rule(
  ['@cabo/data', '**/data/src/**'],
  'The admin composes @cabo/ui and @cabo/contract; only its stories import @cabo/data.',
);
const onlyRelativeAnd = (packages, message) => ({
  regex: `^(?!(${packages.join('|')})(/|$)|\\.\\.?/)`,
  message,
});
const contractOnlyZod =
  'The contract imports only zod: it runs in the browser, the server and the mocks alike.';
const dataOnlyContract =
  'The data package imports only @cabo/contract (plus node: and vitest in its tests).';
const ariaLinkOnly = {
  name: 'react-aria-components',
  importNames: ['Link', 'RouterProvider'],
  message: "Use AriaLink (components/Link): it brings the app's client-side navigation.",
};
const noLibToApp = {
  regex: '^\\.\\./(app|features)/',
  message: 'lib/ is shared by app/ and every feature, so it imports neither.',
};

/**
 * A feature (packages/site/src/features/<x>/) imports lib/, @cabo/ui, @cabo/contract and
 * @cabo/data, never another feature or app/. A relative path leaves the feature when it has
 * more `../` than the file is deep inside it, so one entry per depth; stories may also use
 * app/storyProviders.tsx (the site's providers around a story).
 */
function featureBoundaries({ stories }) {
  const site = stories
    ? [noServer, noAdmin, uiByName, dataByName]
    : [noServer, noAdmin, uiByName, dataByName, noMocks];
  return [0, 1, 2, 3, 4].map((depth) => {
    const up = (n) => `^(\\.\\./){${n}}`;
    const allowedInSrc = stories ? 'lib/|app/storyProviders\\.tsx$' : 'lib/';
    return {
      files: [
        `packages/site/src/features/*/${'*/'.repeat(depth)}*.${stories ? 'stories.tsx' : '{ts,tsx}'}`,
      ],
      ...(stories ? {} : { ignores: ['**/*.stories.tsx'] }),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...site,
              {
                regex: `${up(depth + 1)}(?!\\.\\./)`,
                message:
                  'A feature never imports another feature: move what two features share into lib/ or @cabo/ui.',
              },
              {
                regex: `${up(depth + 2)}(?!\\.\\./|${allowedInSrc})`,
                message:
                  'A feature never imports app/ (the shell imports the features, not the reverse): move what it needs into lib/.',
              },
            ],
          },
        ],
      },
    };
  });
}

function importBoundaries() {
  const restrict = (files, patterns, ignores, paths) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { patterns, ...(paths ? { paths } : {}) }] },
  });
  const tests = ['**/*.test.ts', '**/*.test.tsx'];
  const stories = ['**/*.stories.tsx', 'packages/ui/src/common/storyFixtures.tsx'];
  return [
    restrict(['packages/contract/src/**'], [onlyRelativeAnd(['zod'], contractOnlyZod)], tests),
    restrict(
      ['packages/contract/src/**/*.test.ts'],
      [onlyRelativeAnd(['zod', 'vitest'], contractOnlyZod)],
    ),
    restrict(
      ['packages/data/src/**'],
      [onlyRelativeAnd(['@cabo/contract'], dataOnlyContract)],
      tests,
    ),
    restrict(
      ['packages/data/src/**/*.test.ts'],
      [onlyRelativeAnd(['@cabo/contract', 'vitest', 'node:[a-z]+'], dataOnlyContract)],
    ),
    restrict(
      ['packages/ui/src/**'],
      [noSite, noAdmin, noServer, noMocks, noData, noAppState, noAppPlumbing],
      [...stories, 'packages/ui/src/app/**'],
      [ariaLinkOnly],
    ),
    // The apps' plumbing shared by the site and the admin: fetching, routing and query state
    // are its job, but it still imports no app, server, mocks or data.
    restrict(['packages/ui/src/app/**'], [noSite, noAdmin, noServer, noMocks, noData], undefined, [
      ariaLinkOnly,
    ]),
    restrict(
      stories.map((glob) => (glob.startsWith('**') ? `packages/ui/src/${glob}` : glob)),
      [noSite, noAdmin, noServer, noMocks, dataByName],
    ),
    restrict(['mocks/**'], [noServer, noSite, noAdmin, noUi, dataByName]),
    restrict(['packages/server/src/**'], [noSite, noAdmin, noUi, noMocks, dataByName]),
    restrict(
      ['packages/site/src/**'],
      [noServer, noAdmin, uiByName, dataByName, noMocks],
      ['**/*.stories.tsx'],
    ),
    restrict(['packages/site/src/**/*.stories.tsx'], [noServer, noAdmin, uiByName, dataByName]),
    restrict(
      ['packages/site/src/lib/**'],
      [noServer, noAdmin, uiByName, dataByName, noMocks, noLibToApp],
    ),
    // The staff app composes @cabo/ui and @cabo/contract; it shares nothing else with the site.
    restrict(
      ['packages/admin/src/**'],
      [noServer, noSite, uiByName, adminData, noMocks],
      ['**/*.stories.tsx'],
    ),
    restrict(['packages/admin/src/**/*.stories.tsx'], [noServer, noSite, uiByName, dataByName]),
    ...featureBoundaries({ stories: false }),
    ...featureBoundaries({ stories: true }),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
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
  // imports only zod; data imports the contract; server and mocks import contract and data;
  // ui imports the contract (its stories also data); the site imports ui, contract and data,
  // and inside it app/ imports features/<x>, which import lib/; the admin imports ui and the
  // contract; neither app imports the other. Each file gets exactly one
  // no-restricted-imports entry (a later flat-config entry replaces an earlier one), so the
  // blocks are generated from the rules they combine.
  ...importBoundaries(),
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
    // Benchmarks and scripts print tables and progress.
    files: ['bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
