// `pnpm run chromatic`: the hosted visual review (docs/testing.md). It needs the project's
// token in CHROMATIC_PROJECT_TOKEN; without it, it says so and exits 0, so a machine or a CI
// run without the token neither fails nor downloads the Chromatic CLI. Options are in
// chromatic.config.json; extra arguments are passed on (e.g. `--only-changed`).
import { log, pnpm } from './lib.mjs';

// The CLI is fetched only when a review is asked for: it is not a workspace dependency.
const CHROMATIC_CLI = 'chromatic@18';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('no CHROMATIC_PROJECT_TOKEN: skipping the hosted review');
  process.exit(0);
}
log(`Hosted review: pnpm dlx ${CHROMATIC_CLI} (chromatic.config.json)`);
process.exit(
  await pnpm([
    'dlx',
    CHROMATIC_CLI,
    '--config-file',
    'chromatic.config.json',
    ...process.argv.slice(2),
  ]),
);
