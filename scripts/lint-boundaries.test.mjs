// Proves the import boundaries of eslint.config.js fail what they should: each case lints a
// planted file (text given to ESLint under a path inside the repo; nothing is written) with
// the repo's own config and expects the rule and message of a wrong-direction import, or no
// boundary error for an allowed one. The cycle check (`pnpm run cycles`) is proved on the
// fixture in scripts/fixtures/cycle/ (docs/architecture.md, "Packages and the dependency direction").
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
const boundaryRules = new Set([
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  'no-restricted-syntax',
]);

/** The boundary errors ESLint gives `code` as if it were the file at `file`. */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.ok(result, `${file} was linted`);
  return result.messages.filter((m) => boundaryRules.has(m.ruleId ?? ''));
}

const wrong = [
  {
    name: 'a component imports the site',
    file: 'packages/ui/src/components/Planted/Planted.tsx',
    code: "import { brand } from '../../../../site/src/lib/brand.ts';\nexport const x = brand;\n",
    rule: 'import-x/no-restricted-paths',
    message: /Nothing imports the site/,
  },
  {
    name: 'a component imports the catalogue data',
    file: 'packages/ui/src/components/Planted/Planted.tsx',
    code: "import * as data from '@cabo/data';\nexport const x = data;\n",
    rule: 'import-x/no-restricted-paths',
    message: /only their stories import @cabo\/data/,
  },
  {
    name: "a component imports the apps' plumbing by its package path",
    file: 'packages/ui/src/components/Planted/Planted.tsx',
    code: "import { api } from '@cabo/ui/app/api';\nexport const x = api;\n",
    rule: 'import-x/no-restricted-paths',
    message: /apps' plumbing/,
  },
  {
    name: 'a component fetches with ky',
    file: 'packages/ui/src/components/Planted/Planted.tsx',
    code: "import ky from 'ky';\nexport const x = ky;\n",
    rule: 'no-restricted-imports',
    message: /no fetching, no routing/,
  },
  {
    name: 'a component names apiPaths',
    file: 'packages/ui/src/components/Planted/Planted.tsx',
    code: "import { apiPaths } from '@cabo/contract';\nexport const x = apiPaths;\n",
    rule: 'no-restricted-syntax',
    message: /publicApiPaths/,
  },
  {
    name: 'a feature imports another feature',
    file: 'packages/site/src/features/home/components/Planted.tsx',
    code: "import { blogCategoryKey } from '../../blog/blog-list.ts';\nexport const x = blogCategoryKey;\n",
    rule: 'import-x/no-restricted-paths',
    message: /never imports another feature/,
  },
  {
    name: 'a feature imports app/',
    file: 'packages/site/src/features/home/Planted.ts',
    code: "import * as nav from '../../app/navigation.ts';\nexport const x = nav;\n",
    rule: 'import-x/no-restricted-paths',
    message: /never imports app\//,
  },
  {
    name: 'lib/ imports a feature',
    file: 'packages/site/src/lib/Planted.ts',
    code: "import { blogCategoryKey } from '../features/blog/blog-list.ts';\nexport const x = blogCategoryKey;\n",
    rule: 'import-x/no-restricted-paths',
    message: /lib\/ is shared by app\/ and every feature/,
  },
  {
    name: 'the site imports server code',
    file: 'packages/site/src/lib/Planted.ts',
    code: "import * as config from '../../../server/src/config.ts';\nexport const x = config;\n",
    rule: 'import-x/no-restricted-paths',
    message: /Only the server and its tests import server code/,
  },
  {
    name: 'the site reaches the library by a relative path',
    file: 'packages/site/src/lib/Planted.ts',
    code: "import * as ui from '../../../ui/src/index.ts';\nexport const x = ui;\n",
    rule: 'no-restricted-imports',
    message: /by name: @cabo\/ui/,
  },
  {
    name: 'the admin imports the site',
    file: 'packages/admin/src/pages/Planted.tsx',
    code: "import { brand } from '../../../site/src/lib/brand.ts';\nexport const x = brand;\n",
    rule: 'import-x/no-restricted-paths',
    message: /Nothing imports the site/,
  },
  {
    name: 'the server imports the component library',
    file: 'packages/server/src/Planted.ts',
    code: "import * as ui from '@cabo/ui';\nexport const x = ui;\n",
    rule: 'import-x/no-restricted-paths',
    message: /Only the site, the admin and their stories render components/,
  },
  {
    name: 'server code imports its tests',
    file: 'packages/server/src/Planted.ts',
    code: "import * as support from '../test/support/app.ts';\nexport const x = support;\n",
    rule: 'import-x/no-restricted-paths',
    message: /never imports its tests/,
  },
  {
    name: 'the mocks import server code',
    file: 'mocks/handlers/planted.ts',
    code: "import * as config from '../../packages/server/src/config.ts';\nexport const x = config;\n",
    rule: 'import-x/no-restricted-paths',
    message: /Only the server and its tests import server code/,
  },
  {
    name: 'the contract imports the data package',
    file: 'packages/contract/src/planted.ts',
    code: "import * as data from '@cabo/data';\nexport const x = data;\n",
    rule: 'import-x/no-restricted-paths',
    message: /The contract imports only zod and date-fns/,
  },
  {
    name: "the site's Vite config imports the site's source",
    file: 'packages/site/vite.config.ts',
    code: "import { brand } from './src/lib/brand.ts';\nexport const x = brand;\n",
    rule: 'import-x/no-restricted-paths',
    message: /A Vite config runs in Node/,
  },
  {
    name: 'a journey imports the component library',
    file: 'e2e/planted.spec.ts',
    code: "import * as ui from '@cabo/ui';\nexport const x = ui;\n",
    rule: 'import-x/no-restricted-paths',
    message: /Journeys drive the built server/,
  },
  {
    name: 'a package imports the bench tools',
    file: 'packages/server/src/Planted.ts',
    code: "import { cpuSeconds } from '../../../bench/lib/process-cpu.mjs';\nexport const x = cpuSeconds;\n",
    rule: 'import-x/no-restricted-paths',
    message: /never import the repo tooling/,
  },
];

for (const c of wrong) {
  test(`fails: ${c.name}`, async () => {
    const errors = await boundaryErrors(c.file, c.code);
    const hit = errors.find((m) => m.ruleId === c.rule && c.message.test(m.message));
    assert.ok(
      hit,
      `expected ${c.rule} /${c.message.source}/, got ${JSON.stringify(errors.map((m) => [m.ruleId, m.message]))}`,
    );
  });
}

const allowed = [
  {
    name: 'a feature imports lib/, the library and the contract',
    file: 'packages/site/src/features/home/Planted.ts',
    code: "import { brand } from '../../lib/brand.ts';\nimport * as ui from '@cabo/ui';\nimport { publicApiPaths } from '@cabo/contract';\nexport const x = [brand, ui, publicApiPaths];\n",
  },
  {
    name: "a feature's story uses the site's story providers",
    file: 'packages/site/src/features/home/Planted.stories.tsx',
    code: "import * as p from '../../app/storyProviders.tsx';\nexport const x = p;\n",
  },
  {
    name: 'a server test imports server code and the mocks',
    file: 'packages/server/test/planted.test.ts',
    code: "import * as config from '../src/config.ts';\nimport * as h from '../../../mocks/handlers/index.ts';\nexport const x = [config, h];\n",
  },
  {
    name: 'the admin uses the library and the contract',
    file: 'packages/admin/src/pages/Planted.tsx',
    code: "import * as ui from '@cabo/ui';\nimport { apiPaths } from '@cabo/contract';\nexport const x = [ui, apiPaths];\n",
  },
];

for (const c of allowed) {
  test(`passes: ${c.name}`, async () => {
    assert.deepEqual(
      (await boundaryErrors(c.file, c.code)).map((m) => [m.ruleId, m.message]),
      [],
    );
  });
}

test('fails: an import cycle', () => {
  // The same command as `pnpm run cycles`, on the planted cycle instead of the packages.
  const script = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
    .cycles;
  const args = script
    .split(' ')
    .slice(1)
    .filter((a) => !a.startsWith("'"));
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/dpdm/lib/bin/dpdm.js'), ...args, 'scripts/fixtures/cycle/*.ts'],
    { cwd: root, encoding: 'utf8' },
  );
  assert.equal(r.status, 1, r.stdout + r.stderr);
  assert.match(r.stdout, /scripts\/fixtures\/cycle\/b\.ts -> scripts\/fixtures\/cycle\/a\.ts/);
});
