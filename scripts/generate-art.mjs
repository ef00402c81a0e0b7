// Writes the local SVG art for every image path the catalogue data (and the site's own menus)
// name: packages/site/public/images/<kind>/<name>.svg. Deterministic: the same name always gives
// the same picture, so re-running changes nothing unless the data changed.
// Run: pnpm exec tsx scripts/generate-art.mjs   (tsx lets this script import data/*.ts)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import * as data from '@cabo/data';
import { sitePictures } from '@cabo/data/site-pictures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'packages/site/public/images');

const C = {
  slate: '#2F4F4F',
  sand: '#F6EFE3',
  sandDark: '#E8DCC4',
  sea: '#1F6F78',
  seaLight: '#D7ECEE',
  sunset: '#B2502A',
  sunsetLight: '#F3D9C8',
  white: '#FFFFFF',
};

/** FNV-1a, then a small LCG: a fixed sequence of numbers in [0, 1) per name. */
function randomFor(name) {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    h = (Math.imul(h, 1664525) + 1013904223) >>> 0;
    return h / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

function svg(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
}

// ---- scene parts (all coordinates for an 800 x 600 canvas unless scaled by a group) ----

function sky(rand, w = 800, h = 600) {
  const sunset = rand() < 0.4;
  const sunX = r1(120 + rand() * (w - 240));
  const sunY = r1(h * (0.18 + rand() * 0.2));
  return {
    sunset,
    svg:
      `<rect width="${w}" height="${h}" fill="${sunset ? C.sunsetLight : C.seaLight}"/>` +
      `<circle cx="${sunX}" cy="${sunY}" r="${r1(h * 0.09)}" fill="${sunset ? C.sunset : C.sand}"/>`,
  };
}

function sea(y, w = 800, h = 600) {
  return (
    `<path d="M0 ${y}q${w / 8} -14 ${w / 4} 0t${w / 4} 0t${w / 4} 0t${w / 4} 0V${h}H0z" fill="${C.sea}"/>` +
    `<path d="M60 ${y + 40}h140M420 ${y + 28}h180M260 ${y + 70}h120" stroke="${C.seaLight}" stroke-width="4" stroke-linecap="round" opacity=".5"/>`
  );
}

function beach(y, w = 800, h = 600) {
  return `<path d="M0 ${y}q${w / 2} -40 ${w} 10V${h}H0z" fill="${C.sandDark}"/>`;
}

function arch(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${C.slate}"><path d="M0 0c10-70 40-120 70-130 20 10 30 40 40 60 20-30 40-20 50 10 10 30 20 50 20 60h-40c0-30-10-50-30-50s-30 20-30 50z"/></g>`;
}

function palm(x, y, s = 1) {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0c4-60 14-110 34-150" stroke="${C.slate}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M34-150c-30-20-70-10-90 10 30-10 60-8 90-10zm0 0c20-30 60-40 90-30-30 0-60 10-90 30zm0 0c-10-30-40-50-70-50 30 10 50 30 70 50zm0 0c30 0 60 20 70 50-20-20-45-35-70-50z" fill="${C.sea}"/></g>`
  );
}

function sailboat(x, y, s = 1, sail = C.white) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-70 0h140l-20 24h-100z" fill="${C.slate}"/><path d="M4-8V-150l60 142z" fill="${sail}"/><path d="M-4-8V-120l-50 112z" fill="${C.sand}"/></g>`;
}

function yacht(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-120 0h230l-30 30h-180z" fill="${C.white}"/><path d="M-80 0v-28h120l30 28z" fill="${C.sand}"/><path d="M-60-28v-22h80l20 22z" fill="${C.slate}"/><path d="M-70-12h100" stroke="${C.sea}" stroke-width="6"/></g>`;
}

function whaleTail(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${C.slate}"><path d="M-10 0c0-40 4-70 10-90-30 0-70-20-90-40 40 0 70 10 90 25 20-15 50-25 90-25-20 20-60 40-90 40 6 20 10 50 10 90z"/></g>`;
}

function fish(x, y, s = 1, color = C.sunset) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}"><ellipse rx="30" ry="14"/><path d="M26 0l22-14v28z"/><circle cx="-16" cy="-3" r="3" fill="${C.white}"/></g>`;
}

function building(x, y, w, h, rand) {
  let windows = '';
  for (let row = 20; row < h - 20; row += 34) {
    for (let col = 16; col < w - 24; col += 36) {
      windows += `M${x + col} ${y + row}h18v16h-18z`;
    }
  }
  const tone = rand() < 0.5 ? C.sand : C.white;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${tone}"/><path d="${windows}" fill="${C.sea}" opacity=".6"/>`;
}

function pool(x, y, w, h) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${C.seaLight}" stroke="${C.white}" stroke-width="8"/><path d="M${x + 30} ${y + h / 2}q20-10 40 0t40 0M${x + w / 2} ${y + h / 3}q20-10 40 0t40 0" stroke="${C.sea}" stroke-width="3" fill="none" opacity=".5"/>`;
}

function house(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-160" y="-110" width="220" height="110" fill="${C.white}"/><rect x="40" y="-170" width="140" height="170" fill="${C.sand}"/><path d="M-180-110h240M20-170h180" stroke="${C.slate}" stroke-width="10"/><rect x="-130" y="-80" width="160" height="60" fill="${C.sea}" opacity=".7"/><rect x="70" y="-140" width="80" height="50" fill="${C.sea}" opacity=".7"/></g>`;
}

function plate(x, y, s = 1, rand = Math.random) {
  const food = [C.sunset, C.sea, C.sandDark];
  let bites = '';
  for (let i = 0; i < 5; i += 1) {
    const a = (i / 5) * Math.PI * 2 + rand();
    bites += `<circle cx="${r1(Math.cos(a) * 38)}" cy="${r1(Math.sin(a) * 38)}" r="${r1(12 + rand() * 10)}" fill="${food[i % 3]}"/>`;
  }
  return `<g transform="translate(${x} ${y}) scale(${s})"><circle r="110" fill="${C.white}"/><circle r="82" fill="${C.sand}"/>${bites}<path d="M-150-70v140M-165-70v40q15 15 30 0v-40M150-70v140M150-70q20 20 0 60" stroke="${C.slate}" stroke-width="8" fill="none" stroke-linecap="round"/></g>`;
}

function atv(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-80-40h150l20 30h-190z" fill="${C.sunset}"/><path d="M-20-40l20-30h40" stroke="${C.slate}" stroke-width="8" fill="none"/><circle cx="-60" cy="0" r="30" fill="${C.slate}"/><circle cx="60" cy="0" r="30" fill="${C.slate}"/><circle cx="-60" cy="0" r="10" fill="${C.sandDark}"/><circle cx="60" cy="0" r="10" fill="${C.sandDark}"/></g>`;
}

function camel(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${C.slate}"><path d="M-60-60c0-40 30-50 45-30 10-25 40-25 50 0 20 0 30-30 40-60h25l5 10-15 5c-10 40-20 70-40 75z"/><path d="M-50-60v60M-30-60v60M20-55v55M40-58v58" stroke="${C.slate}" stroke-width="9"/></g>`;
}

function horse(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${C.slate}"><path d="M-60-70c20-10 70-10 90 0l20-40h20l5 15-20 10-15 40c-10 5-70 10-100 0z"/><path d="M-50-50v50M-30-50v50M10-50v50M25-50v50" stroke="${C.slate}" stroke-width="8"/><path d="M-60-70c-20 10-25 30-25 40" stroke="${C.slate}" stroke-width="6" fill="none"/></g>`;
}

function helicopter(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><ellipse rx="70" ry="38" fill="${C.slate}"/><path d="M40-10h120l10-20" stroke="${C.slate}" stroke-width="10" fill="none"/><path d="M-110-52h220M0-52v14M-50 50h100M-30 38v12M30 38v12" stroke="${C.slate}" stroke-width="6"/><path d="M-50-10a50 26 0 0 1 50-24v34z" fill="${C.seaLight}"/></g>`;
}

function parasail(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-90 0a90 60 0 0 1 180 0z" fill="${C.sunset}"/><path d="M-60 0a60 40 0 0 1 30-30M0-60V0M60 0a60 40 0 0 0-30-30" stroke="${C.sunsetLight}" stroke-width="6" fill="none"/><path d="M-90 0L0 90M90 0L0 90" stroke="${C.slate}" stroke-width="2"/><circle cy="100" r="10" fill="${C.slate}"/></g>`;
}

function surfer(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-80 10q80-20 160 0q-80 14-160 0z" fill="${C.sunset}"/><circle cy="-80" r="12" fill="${C.slate}"/><path d="M0-66v36l-20 36M0-30l22 36M0-56l-30 14M0-56l30-10" stroke="${C.slate}" stroke-width="8" fill="none" stroke-linecap="round"/></g>`;
}

function diver(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><ellipse rx="60" ry="16" fill="${C.slate}"/><circle cx="-70" cy="-6" r="14" fill="${C.slate}"/><rect x="-40" y="-34" width="60" height="16" rx="8" fill="${C.sunset}"/><path d="M60 0l40-16v32z" fill="${C.slate}"/><circle cx="-96" cy="-30" r="5" fill="${C.white}" opacity=".7"/><circle cx="-104" cy="-52" r="7" fill="${C.white}" opacity=".6"/></g>`;
}

function turtle(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><ellipse rx="50" ry="34" fill="${C.sea}"/><path d="M-30-10h60M-30 10h60M0-34v68" stroke="${C.seaLight}" stroke-width="4"/><circle cx="62" r="14" fill="${C.slate}"/><path d="M-30-28l-24-20M30-28l20-24M-30 28l-24 20M30 28l20 24" stroke="${C.slate}" stroke-width="12" stroke-linecap="round"/></g>`;
}

function dolphin(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${C.slate}"><path d="M-90 20c30-60 110-80 170-40l20-4-10 12c0 10-10 14-20 10-50-30-110-20-150 30zM10-40l10-30 20 26z"/></g>`;
}

function glass(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-40-90h80l-10 70a30 30 0 0 1-60 0z" fill="${C.sunsetLight}" stroke="${C.slate}" stroke-width="6"/><path d="M0 10v70M-30 80h60" stroke="${C.slate}" stroke-width="6"/><circle cx="20" cy="-92" r="14" fill="${C.sea}"/></g>`;
}

function weddingArch(x, y, s = 1) {
  let flowers = '';
  for (let i = 0; i <= 8; i += 1) {
    const a = Math.PI + (i / 8) * Math.PI;
    flowers += `<circle cx="${r1(Math.cos(a) * 100)}" cy="${r1(-160 + Math.sin(a) * 100)}" r="14" fill="${i % 2 ? C.white : C.sunsetLight}"/>`;
  }
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-100 0v-160a100 100 0 0 1 200 0v160" stroke="${C.slate}" stroke-width="10" fill="none"/>${flowers}</g>`;
}

function notes(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${C.slate}"><ellipse cx="-40" cy="40" rx="22" ry="16"/><ellipse cx="50" cy="20" rx="22" ry="16"/><path d="M-20 40V-60l90-20v100" stroke="${C.slate}" stroke-width="8" fill="none"/><path d="M-20-60l90-20v24l-90 20z"/></g>`;
}

function banners(y, w = 800) {
  const colors = [C.sunset, C.sea, C.sandDark, C.slate];
  let flags = '';
  for (let i = 0, x = 20; x < w - 40; i += 1, x += 70) {
    flags += `<path d="M${x} ${y}h56v50l-28-14-28 14z" fill="${colors[i % 4]}"/>`;
  }
  return `<path d="M0 ${y}h${w}" stroke="${C.slate}" stroke-width="3"/>${flags}`;
}

function dunes(y, h = 600) {
  return `<path d="M0 ${y}q200-70 400-10t400-20V${h}H0z" fill="${C.sandDark}"/><path d="M0 ${y + 70}q250-50 500 0t300-10V${h}H0z" fill="#D9C7A5"/>`;
}

function cactus(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})" stroke="${C.sea}" stroke-width="18" stroke-linecap="round" fill="none"><path d="M0 0v-140M0-60h-30v-40M0-80h30v-40"/></g>`;
}

function zipline(y) {
  return `<path d="M0 ${y - 120}L800 ${y + 20}" stroke="${C.slate}" stroke-width="3"/><g transform="translate(420 ${y - 46})"><path d="M0 0v40" stroke="${C.slate}" stroke-width="3"/><circle cy="52" r="12" fill="${C.sunset}"/><path d="M0 64v40M0 76l-20 16M0 76l20 16" stroke="${C.sunset}" stroke-width="8" stroke-linecap="round"/></g>`;
}

function townscape(y, rand) {
  let out = '';
  for (let x = 0; x < 800; x += 90) {
    const h = 80 + Math.round(rand() * 90);
    out += `<rect x="${x}" y="${y - h}" width="84" height="${h}" fill="${[C.sand, C.sunsetLight, C.white][Math.floor(rand() * 3)]}"/>`;
  }
  return `${out}<path d="M360 ${y - 150}v-60a40 40 0 0 1 80 0v60z" fill="${C.white}"/><path d="M400 ${y - 250}v-30" stroke="${C.slate}" stroke-width="6"/>`;
}

function book(x, y, s = 1, accent = C.sunset) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0-60q-60-20-120 0v120q60-20 120 0q60-20 120 0V-60q-60-20-120 0z" fill="${C.white}" stroke="${C.slate}" stroke-width="6"/><path d="M0-60V60" stroke="${C.slate}" stroke-width="6"/><path d="M-100-30q40-12 80 0M-100 0q40-12 80 0M20-30q40-12 80 0M20 0q40-12 80 0" stroke="${accent}" stroke-width="5" fill="none"/></g>`;
}

// ---- scenes by theme ----

const themes = {
  resort(rand) {
    const s = sky(rand);
    // One to three blocks of varied height, sometimes with the Arch behind: no two alike.
    const blocks = 1 + Math.floor(rand() * 3);
    let towers = '';
    for (let i = 0; i < blocks; i += 1) {
      const w = 150 + Math.round(rand() * 110);
      const h = 130 + Math.round(rand() * 130);
      towers += building(90 + i * 220 + Math.round(rand() * 40), 430 - h, w, h, rand);
    }
    const backdrop = rand() < 0.35 ? arch(660, 340, 0.9) : '';
    const poolX = 160 + Math.round(rand() * 200);
    return (
      s.svg +
      backdrop +
      sea(330) +
      beach(430 + Math.round(rand() * 20)) +
      towers +
      pool(poolX, 480, 240, 60) +
      palm(60 + Math.round(rand() * 60), 540, 1 + rand() * 0.3) +
      (rand() < 0.6 ? palm(680 + Math.round(rand() * 60), 550, 0.8 + rand() * 0.3) : '')
    );
  },
  villa(rand) {
    const s = sky(rand);
    return (
      s.svg +
      sea(360) +
      `<rect y="420" width="800" height="180" fill="${C.sand}"/>` +
      house(380 + Math.round(rand() * 60), 420) +
      pool(180, 470, 420, 80) +
      palm(700, 520, 0.9)
    );
  },
  sail(rand) {
    const s = sky(rand);
    return (
      s.svg + arch(560, 380, 1.2) + sea(360) + sailboat(260 + Math.round(rand() * 120), 400, 1.3)
    );
  },
  yacht(rand) {
    const s = sky(rand);
    return s.svg + arch(600, 370, 1.1) + sea(350) + yacht(320 + Math.round(rand() * 80), 400, 1.4);
  },
  whale(rand) {
    const s = sky(rand);
    return (
      s.svg +
      sea(330) +
      whaleTail(360 + Math.round(rand() * 120), 420, 1.4) +
      sailboat(130, 360, 0.5)
    );
  },
  snorkel(rand) {
    let fishes = '';
    for (let i = 0; i < 6; i += 1)
      fishes += fish(
        r1(100 + rand() * 600),
        r1(260 + rand() * 240),
        r1(0.8 + rand() * 0.6),
        i % 2 ? C.sunset : C.sand,
      );
    return `<rect width="800" height="600" fill="${C.sea}"/><rect width="800" height="90" fill="${C.seaLight}"/><path d="M0 90q100-16 200 0t200 0t200 0t200 0" stroke="${C.white}" stroke-width="6" fill="none"/>${fishes}<path d="M0 600v-60q120-40 240 0t280-10t280 10v60z" fill="${C.sandDark}"/>`;
  },
  scuba(rand) {
    return themes.snorkel(rand) + diver(400, 220, 1.2);
  },
  fish(rand) {
    const s = sky(rand);
    return (
      s.svg +
      sea(340) +
      yacht(300, 380, 1) +
      `<path d="M440 330c80-120 200-150 260-120" stroke="${C.slate}" stroke-width="4" fill="none"/>` +
      fish(560, 470, 2.2, C.slate)
    );
  },
  atv(rand) {
    const s = sky(rand);
    return s.svg + dunes(380) + cactus(640, 470) + atv(320 + Math.round(rand() * 80), 500, 1.5);
  },
  camel(rand) {
    const s = sky(rand);
    return s.svg + sea(360) + beach(420) + camel(380 + Math.round(rand() * 80), 520, 1.6);
  },
  horse(rand) {
    const s = sky(rand);
    return s.svg + sea(360) + beach(420) + horse(380 + Math.round(rand() * 60), 520, 1.6);
  },
  zip(rand) {
    const s = sky(rand);
    return s.svg + dunes(420) + cactus(120, 520) + zipline(300);
  },
  air(rand) {
    const s = sky(rand);
    const flyer = rand() < 0.5 ? helicopter(400, 200, 1.3) : parasail(420, 170, 1.2);
    return s.svg + arch(600, 420, 1) + sea(400) + flyer;
  },
  boat(rand) {
    const s = sky(rand);
    return s.svg + arch(520, 380, 1.3) + sea(360) + sailboat(240, 420, 0.9, C.sunsetLight);
  },
  turtle(rand) {
    const s = sky(rand);
    return s.svg + sea(300) + beach(380) + turtle(320, 480, 1) + turtle(500, 520, 0.7);
  },
  dolphin(rand) {
    const s = sky(rand);
    return s.svg + sea(360) + dolphin(400, 360, 1.6);
  },
  food(rand) {
    return (
      `<rect width="800" height="600" fill="${C.sand}"/><rect y="420" width="800" height="180" fill="${C.sandDark}"/>` +
      plate(360, 330, 1.3, rand) +
      glass(640, 360, 1)
    );
  },
  restaurant(rand) {
    const s = sky(rand);
    const backdrop = rand() < 0.5 ? arch(80 + Math.round(rand() * 560), 300, 0.8) : '';
    const plateX = 240 + Math.round(rand() * 240);
    return (
      s.svg +
      backdrop +
      sea(300) +
      `<rect y="380" width="800" height="220" fill="${C.sandDark}"/>` +
      plate(plateX, 480, 0.8 + rand() * 0.2, rand) +
      glass(plateX + 230, 450, 0.8) +
      (rand() < 0.5 ? palm(70, 420, 0.9) : '')
    );
  },
  town(rand) {
    const s = sky(rand);
    return (
      s.svg + townscape(480, rand) + `<rect y="480" width="800" height="120" fill="${C.sandDark}"/>`
    );
  },
  surf(rand) {
    const s = sky(rand);
    return (
      s.svg +
      sea(300) +
      `<path d="M0 420q200-160 420-60t380-40V600H0z" fill="${C.seaLight}" opacity=".4"/>` +
      surfer(400, 400, 1.4)
    );
  },
  beach(rand) {
    const s = sky(rand);
    return s.svg + sea(320) + beach(420) + palm(140, 540) + arch(560, 330, 0.9);
  },
  wedding(rand) {
    const s = sky(rand);
    return s.svg + sea(340) + beach(420) + weddingArch(400, 540, 1.2);
  },
  spa(rand) {
    return (
      `<rect width="800" height="600" fill="${C.sand}"/>` +
      pool(120, 360, 560, 140) +
      `<g fill="${C.slate}"><ellipse cx="400" cy="250" rx="40" ry="16"/><ellipse cx="400" cy="220" rx="32" ry="13"/><ellipse cx="400" cy="194" rx="24" ry="10"/></g>` +
      palm(100, 360, 0.8) +
      (rand() < 0.5 ? '' : palm(700, 360, 0.8))
    );
  },
  art(rand) {
    return themes.town(rand) + banners(120);
  },
  home(rand) {
    const s = sky(rand);
    return (
      s.svg +
      sea(380) +
      `<rect y="440" width="800" height="160" fill="${C.sand}"/>` +
      house(420, 440, 1.1) +
      palm(120, 540)
    );
  },
  music(rand) {
    return (
      `<rect width="800" height="600" fill="${rand() < 0.5 ? C.sunsetLight : C.seaLight}"/>` +
      notes(400, 300, 2)
    );
  },
  sports(rand) {
    return themes.surf(rand);
  },
  culture(rand) {
    return themes.town(rand) + banners(80);
  },
  guide(rand, name) {
    const accent = [C.sunset, C.sea, C.slate][Math.floor(rand() * 3)];
    const inner = themes[themeFor(name, 'beach')](rand);
    return `<rect width="800" height="600" fill="${C.sand}"/><g transform="translate(100 60) scale(.75)">${inner}</g><rect x="100" y="60" width="600" height="450" fill="none" stroke="${C.white}" stroke-width="12"/>${book(400, 560, 0.5, accent)}`;
  },
  avatar(rand) {
    const bg = [C.seaLight, C.sunsetLight, C.sandDark][Math.floor(rand() * 3)];
    const tone = [C.sea, C.slate, C.sunset][Math.floor(rand() * 3)];
    return `<rect width="800" height="600" fill="${bg}"/><circle cx="400" cy="250" r="110" fill="${tone}"/><path d="M180 600a220 200 0 0 1 440 0z" fill="${tone}"/>`;
  },
};

// Keyword → theme; the first match wins, so specific words come before general ones.
const keywordThemes = [
  [/wedding/, 'wedding'],
  [/whale/, 'whale'],
  [/snorkel|reef|pulmo|paddle/, 'snorkel'],
  [/scuba|diving|dive/, 'scuba'],
  [/yacht|charter|chef-dinner|private-chef/, 'yacht'],
  [/sail|catamaran|cruise|spa-day/, 'sail'],
  [/fishing|sportfishing|marlin/, 'fish'],
  [/atv|rzr|buggy/, 'atv'],
  [/camel/, 'camel'],
  [/horse/, 'horse'],
  [/zip|canyon/, 'zip'],
  [/helicopter|parasail/, 'air'],
  [/glass-bottom|pirate|arch|boat/, 'boat'],
  [/turtle/, 'turtle'],
  [/dolphin/, 'dolphin'],
  [/surf/, 'surf'],
  [/tequila|taco|cooking|food|restaurant|chef|brunch|dinner/, 'food'],
  [/todos-santos|art|mission|town|culture|events/, 'art'],
  [/spa/, 'spa'],
  [/villa/, 'villa'],
  [/beach|hidden|sunset|travel|local-tips/, 'beach'],
  [/villa|pool|real-estate|condo|home/, 'home'],
  [/adventure/, 'sail'],
  [/resort/, 'resort'],
];

function themeFor(name, fallback) {
  return keywordThemes.find(([re]) => re.test(name))?.[1] ?? fallback;
}

// Kind → canvas size and how a name picks its scene.
const kinds = {
  resorts: { w: 800, h: 600, theme: () => 'resort' },
  // A villa's gallery (-2, -3, -4 after the main image): pool, view, dining.
  villas: {
    w: 800,
    h: 600,
    theme: (n) => ({ 2: 'spa', 3: 'beach', 4: 'restaurant' })[n.match(/-(\d)$/)?.[1]] ?? 'villa',
  },
  adventures: { w: 800, h: 600, theme: (n) => themeFor(n, 'sail') },
  restaurants: { w: 800, h: 600, theme: () => 'restaurant' },
  blog: { w: 800, h: 600, theme: (n) => themeFor(n.replace(/-cabo$/, ''), 'beach') },
  events: { w: 800, h: 600, theme: (n) => (n === 'food' ? 'food' : n) },
  'real-estate': { w: 800, h: 600, theme: (n) => (/villa/.test(n) ? 'villa' : 'home') },
  guides: { w: 800, h: 600, theme: () => 'guide' },
  explore: {
    w: 800,
    h: 600,
    theme: (n) =>
      ({
        villas: 'villa',
        resorts: 'resort',
        adventures: 'sail',
        restaurants: 'restaurant',
        weddings: 'wedding',
        events: 'culture',
      })[n] ?? 'beach',
  },
  instagram: { w: 600, h: 600, theme: (n) => themeFor(n, 'beach') },
  landing: { w: 800, h: 600, theme: (n) => themeFor(n, 'beach') },
  nav: {
    w: 800,
    h: 600,
    theme: (n) =>
      ({
        family: 'beach',
        bachelor: 'yacht',
        corporate: 'resort',
        concierge: 'villa',
        influencer: 'surf',
      })[n] ?? themeFor(n, 'beach'),
  },
  avatars: { w: 96, h: 96, theme: () => 'avatar' },
  brand: { w: 1200, h: 630, theme: () => 'beach' },
};

/** Every /images/<kind>/<name>.svg string anywhere in the data, text blocks included. */
function collectImagePaths(value, found = new Set()) {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/\/images\/([\w-]+)\/([\w.-]+)\.svg/g)) found.add(match[0]);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectImagePaths(item, found);
  }
  return found;
}

function render(kind, name) {
  const spec = kinds[kind];
  if (!spec) throw new Error(`No art style for /images/${kind}/ (add one to kinds)`);
  const rand = randomFor(`${kind}/${name}`);
  const theme = spec.theme(name);
  const scene = themes[theme](rand, name);
  // Scenes are drawn on 800 x 600; other canvases scale and centre it, cropping the sides.
  if (spec.w === 800 && spec.h === 600) return svg(800, 600, scene);
  const scale = Math.max(spec.w / 800, spec.h / 600);
  const dx = r1((spec.w - 800 * scale) / 2);
  const dy = r1((spec.h - 600 * scale) / 2);
  return svg(
    spec.w,
    spec.h,
    `<g transform="translate(${dx} ${dy}) scale(${r1(scale * 1000) / 1000})">${scene}</g>`,
  );
}

/** Image paths written into the site and library source (menus, author avatar), tests aside. */
function collectSourceImagePaths(dir, found) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) collectSourceImagePaths(file, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
      collectImagePaths(readFileSync(file, 'utf8'), found);
    }
  }
  return found;
}

const found = collectImagePaths(data);
for (const picture of sitePictures()) found.add(picture.path);
for (const dir of ['packages/site/src', 'packages/ui/src']) {
  collectSourceImagePaths(path.join(root, dir), found);
}
const paths = [...found].sort();
// Start clean so art for renamed or removed items does not linger.
rmSync(outDir, { recursive: true, force: true });
let largest = 0;
for (const image of paths) {
  const [, kind, name] = /^\/images\/([\w-]+)\/([\w.-]+)\.svg$/.exec(image);
  const file = path.join(outDir, kind, `${name}.svg`);
  mkdirSync(path.dirname(file), { recursive: true });
  const content = render(kind, name);
  largest = Math.max(largest, Buffer.byteLength(content));
  writeFileSync(file, content);
}
// The site's own pictures go through the media pipeline (docs/media.md, "Site pictures"):
// the server draws their variants from these same SVGs, bundled as code.
const drawings = sitePictures().map(({ path: image }) => {
  const [, kind, name] = /^\/images\/([\w-]+)\/([\w.-]+)\.svg$/.exec(image);
  return `  ${JSON.stringify(image)}:\n    ${JSON.stringify(render(kind, name).trimEnd())},`;
});
const drawingsFile = path.join(root, 'packages/data/src/art/site-drawings.ts');
writeFileSync(
  drawingsFile,
  await format(
    '// Written by scripts/generate-art.mjs: the drawings of the site pictures (docs/media.md,\n' +
      '// "Site pictures"), by path. Server-only: the site never imports this module.\n' +
      `export const siteDrawings: Record<string, string> = {\n${drawings.join('\n')}\n};\n`,
    { ...(await resolveConfig(drawingsFile)), filepath: drawingsFile },
  ),
);
const kindsWritten = readdirSync(outDir);
console.log(
  `Wrote ${paths.length} SVGs in ${kindsWritten.length} folders; largest ${largest} bytes.`,
);
