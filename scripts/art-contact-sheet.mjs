// Rasterises the illustration set (packages/data/src/art, docs/media.md "The illustration set")
// into contact sheets: one grid PNG per kind of every cover at phone width (390 px), and one
// sheet per villa given on the command line with all its pictures.
// Run: pnpm exec tsx scripts/art-contact-sheet.mjs [villa-slug ...]   -> /tmp/art-sheets/*.png
// sharp is the server's dependency, resolved from there.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueArt } from '@cabo/data/art/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(path.join(root, 'packages/server/package.json'))('sharp');
const outDir = '/tmp/art-sheets';
const TILE_W = 390;
const GAP = 8;
const COLS = 4;

async function sheet(name, svgs) {
  const tiles = await Promise.all(
    svgs.map((svg) =>
      sharp(Buffer.from(svg)).resize({ width: TILE_W }).png().toBuffer({ resolveWithObject: true }),
    ),
  );
  const tileH = Math.max(...tiles.map((t) => t.info.height));
  const cols = Math.min(COLS, tiles.length);
  const rows = Math.ceil(tiles.length / cols);
  const file = path.join(outDir, `${name}.png`);
  await sharp({
    create: {
      width: cols * (TILE_W + GAP) + GAP,
      height: rows * (tileH + GAP) + GAP,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(
      tiles.map((t, i) => ({
        input: t.data,
        left: GAP + (i % cols) * (TILE_W + GAP),
        top: GAP + Math.floor(i / cols) * (tileH + GAP),
      })),
    )
    .png()
    .toFile(file);
  console.log(`${file}: ${tiles.length} pictures`);
}

mkdirSync(outDir, { recursive: true });
const started = performance.now();
const art = catalogueArt();
console.log(
  `catalogueArt(): ${art.length} listings in ${Math.round(performance.now() - started)} ms`,
);
const kinds = [...new Set(art.map((a) => a.kind))];
for (const kind of kinds)
  await sheet(
    kind,
    art.filter((a) => a.kind === kind).map((a) => a.pictures[0].svg),
  );
for (const slug of process.argv.slice(2)) {
  const item = art.find((a) => a.slug === slug);
  if (item)
    await sheet(
      `${item.kind}-${slug}`,
      item.pictures.map((p) => p.svg),
    );
  else console.log(`no listing ${slug}`);
}
