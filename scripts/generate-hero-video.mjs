// Draws the home page's hero loop and its poster: waves rolling onto a beach below the Arch
// at Land's End, in the illustration set's flat style. Deterministic drawing: frame n shows
// time n / FPS, and every motion repeats each LOOP_SECONDS, so the last frame meets the first.
// The frames are painted on a canvas in Debian's Chromium and encoded there (MediaRecorder,
// VP9 WebM); the poster is the first frame as a JPEG (sharp). No download, no ffmpeg.
// Run: node scripts/generate-hero-video.mjs   (writes packages/site/public/media/cabo-waves.*)
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'packages/site/public/media');
const sharp = createRequire(path.join(root, 'packages/server/package.json'))('sharp');

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const LOOP_SECONDS = 6;
const BITS_PER_SECOND = 260_000;

/** Runs in the page: draws the scene at time `t` (seconds) on a 2D context. */
function drawScene(ctx, t, W, H, loop) {
  const TAU = Math.PI * 2;
  const phase = (t / loop) * TAU;
  const wave = (k, offset = 0) => Math.sin(phase * k + offset);

  // Sky: late afternoon, warm at the horizon.
  const sky = ctx.createLinearGradient(0, 0, 0, H * 0.55);
  sky.addColorStop(0, '#9CC9D3');
  sky.addColorStop(0.65, '#F1D7BE');
  sky.addColorStop(1, '#F4C9A0');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, W, H);

  // Sun low on the left, with a soft halo.
  const sunX = W * 0.24;
  const sunY = H * 0.33;
  const halo = ctx.createRadialGradient(sunX, sunY, 10, sunX, sunY, 120);
  halo.addColorStop(0, 'rgba(255,241,214,0.9)');
  halo.addColorStop(1, 'rgba(255,241,214,0)');
  ctx.fillStyle = halo;
  ctx.fillRect(0, 0, W, H * 0.6);
  ctx.fillStyle = '#FFF3DC';
  ctx.beginPath();
  ctx.arc(sunX, sunY, 30, 0, TAU);
  ctx.fill();

  // Two pelicans gliding in a slow loop.
  ctx.strokeStyle = '#4A5A63';
  ctx.lineWidth = 2.2;
  ctx.lineCap = 'round';
  for (const [bx, by, k] of [
    [0.44, 0.17, 0],
    [0.5, 0.21, 1.3],
  ]) {
    const x = W * bx + 14 * wave(1, k);
    const y = H * by + 5 * wave(2, k);
    const flap = 4 + 2 * wave(3, k);
    ctx.beginPath();
    ctx.moveTo(x - 12, y + flap * 0.2);
    ctx.quadraticCurveTo(x - 6, y - flap, x, y);
    ctx.quadraticCurveTo(x + 6, y - flap, x + 12, y + flap * 0.2);
    ctx.stroke();
  }

  const horizon = H * 0.5;

  // The open sea.
  const sea = ctx.createLinearGradient(0, horizon, 0, H);
  sea.addColorStop(0, '#3E8A95');
  sea.addColorStop(1, '#1F6F78');
  ctx.fillStyle = sea;
  ctx.fillRect(0, horizon, W, H - horizon);

  // Sun glint on the water, shimmering.
  ctx.fillStyle = 'rgba(255,240,210,0.55)';
  for (let i = 0; i < 9; i++) {
    const gy = horizon + 8 + i * 11;
    const gw = 30 + i * 7 + 10 * wave(2, i);
    ctx.fillRect(sunX - gw / 2 + 6 * wave(1, i * 0.7), gy, gw, 2.5);
  }

  // Land's End: the rock ridge and El Arco, on the right, standing in the sea.
  ctx.fillStyle = '#8A6F5E';
  ctx.beginPath();
  ctx.moveTo(W * 0.745, horizon + 4);
  ctx.bezierCurveTo(W * 0.755, horizon - 30, W * 0.755, horizon - 95, W * 0.775, horizon - 120);
  ctx.bezierCurveTo(W * 0.8, horizon - 135, W * 0.86, horizon - 105, W * 0.9, horizon - 150);
  ctx.bezierCurveTo(W * 0.94, horizon - 175, W * 0.98, horizon - 120, W, horizon - 130);
  ctx.lineTo(W, horizon + 14);
  ctx.closePath();
  ctx.fill();
  // The arch: a pillar joined to the ridge by a span, the sea seen through it.
  ctx.fillStyle = '#7A604F';
  ctx.beginPath();
  ctx.moveTo(W * 0.62, horizon + 6);
  ctx.lineTo(W * 0.625, horizon - 70);
  ctx.bezierCurveTo(W * 0.63, horizon - 100, W * 0.66, horizon - 112, W * 0.69, horizon - 104);
  ctx.bezierCurveTo(W * 0.72, horizon - 98, W * 0.74, horizon - 90, W * 0.745, horizon - 70);
  ctx.lineTo(W * 0.75, horizon + 8);
  ctx.lineTo(W * 0.722, horizon + 8);
  ctx.bezierCurveTo(W * 0.72, horizon - 40, W * 0.7, horizon - 62, W * 0.684, horizon - 62);
  ctx.bezierCurveTo(W * 0.668, horizon - 62, W * 0.652, horizon - 40, W * 0.65, horizon + 8);
  ctx.closePath();
  ctx.fill();
  // Light on the rocks' western faces.
  ctx.fillStyle = 'rgba(244,201,160,0.35)';
  ctx.beginPath();
  ctx.moveTo(W * 0.625, horizon - 70);
  ctx.bezierCurveTo(W * 0.63, horizon - 100, W * 0.66, horizon - 112, W * 0.69, horizon - 104);
  ctx.lineTo(W * 0.67, horizon - 90);
  ctx.bezierCurveTo(W * 0.65, horizon - 88, W * 0.638, horizon - 60, W * 0.636, horizon + 6);
  ctx.lineTo(W * 0.62, horizon + 6);
  ctx.closePath();
  ctx.fill();
  // Surf at the foot of the rocks.
  ctx.fillStyle = 'rgba(255,255,255,0.7)';
  for (const [fx, fw, k] of [
    [0.615, 0.05, 0],
    [0.722, 0.035, 1],
    [0.77, 0.08, 2],
    [0.88, 0.1, 3],
  ]) {
    const grow = 0.6 + 0.4 * (0.5 + 0.5 * wave(2, k));
    ctx.beginPath();
    ctx.ellipse(W * (fx + fw / 2), horizon + 9, (W * fw * grow) / 2, 3.5, 0, 0, TAU);
    ctx.fill();
  }
  // A sailboat crossing slowly in front of the arch and back.
  const boatX = W * 0.5 + W * 0.05 * wave(1, 0.5);
  const boatY = horizon + 22;
  ctx.fillStyle = '#F7F1E6';
  ctx.beginPath();
  ctx.moveTo(boatX, boatY - 34);
  ctx.lineTo(boatX, boatY - 4);
  ctx.lineTo(boatX + 20, boatY - 4);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#2F4F4F';
  ctx.fillRect(boatX - 12, boatY - 3, 36, 5);

  // Swell lines moving toward the shore.
  ctx.strokeStyle = 'rgba(215,236,238,0.45)';
  ctx.lineWidth = 2;
  for (let i = 0; i < 6; i++) {
    const progress = (t / loop + i / 6) % 1;
    const y = horizon + 30 + progress * (H * 0.3);
    const x = ((i * 173) % W) - 60 + progress * 40;
    ctx.globalAlpha = Math.sin(progress * Math.PI);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 120 + 80 * progress, y);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;

  // The beach, and the breaking waves running up it and back.
  const shore = H * 0.8;
  ctx.fillStyle = '#E8D5B5';
  ctx.beginPath();
  ctx.moveTo(0, shore);
  ctx.bezierCurveTo(W * 0.3, shore - 18, W * 0.6, shore + 10, W, shore - 10);
  ctx.lineTo(W, H);
  ctx.lineTo(0, H);
  ctx.closePath();
  ctx.fill();
  // Wet sand, darker where the last wave reached.
  const reach = 0.5 + 0.5 * wave(1);
  ctx.fillStyle = '#D6BF98';
  ctx.beginPath();
  ctx.moveTo(0, shore);
  ctx.bezierCurveTo(W * 0.3, shore - 18, W * 0.6, shore + 10, W, shore - 10);
  ctx.lineTo(W, shore + 8 + 28 * reach);
  ctx.bezierCurveTo(
    W * 0.6,
    shore + 30 + 30 * reach,
    W * 0.3,
    shore + 8 + 30 * reach,
    0,
    shore + 18 + 26 * reach,
  );
  ctx.closePath();
  ctx.fill();
  // The wash: a sheet of water and its foam edge, advancing and retreating.
  const run = 0.5 + 0.5 * wave(1, -0.4);
  const edge = (x) => shore + 4 + 34 * run + 8 * Math.sin(x / 70 + phase);
  ctx.fillStyle = 'rgba(120,185,190,0.75)';
  ctx.beginPath();
  ctx.moveTo(0, shore - 6);
  ctx.bezierCurveTo(W * 0.3, shore - 24, W * 0.6, shore + 4, W, shore - 16);
  for (let x = W; x >= 0; x -= 24) ctx.lineTo(x, edge(x));
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = '#FFFFFF';
  ctx.lineWidth = 4;
  ctx.beginPath();
  for (let x = 0; x <= W; x += 24) (x === 0 ? ctx.moveTo : ctx.lineTo).call(ctx, x, edge(x));
  ctx.stroke();
  // The breaker curling just offshore.
  const curl = shore - 16 - 10 * wave(1, 1.2);
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = 3;
  ctx.beginPath();
  for (let x = 0; x <= W; x += 24) {
    const y = curl + 6 * Math.sin(x / 90 - phase) - x * 0.01;
    (x === 0 ? ctx.moveTo : ctx.lineTo).call(ctx, x, y);
  }
  ctx.stroke();

  // A palapa umbrella and a lounger on the left of the beach.
  ctx.fillStyle = '#6B4F3A';
  ctx.fillRect(W * 0.1, H * 0.78, 4, 70);
  ctx.fillStyle = '#C9A36B';
  ctx.beginPath();
  ctx.moveTo(W * 0.1 - 60, H * 0.8);
  ctx.lineTo(W * 0.1 + 2, H * 0.7);
  ctx.lineTo(W * 0.1 + 64, H * 0.8);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#F7F1E6';
  ctx.fillRect(W * 0.13, H * 0.92, 70, 6);
  ctx.fillRect(W * 0.13 + 56, H * 0.88, 6, 10);
}

/* global document, MediaRecorder -- page.evaluate runs in the browser */
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<canvas></canvas>');
  const { poster, video } = await page.evaluate(
    async ({ draw, W, H, fps, loop, bits }) => {
      const drawScene = new Function(`return (${draw})`)();
      const canvas = document.querySelector('canvas');
      canvas.width = W;
      canvas.height = H;
      const ctx = canvas.getContext('2d');
      drawScene(ctx, 0, W, H, loop);
      const poster = canvas.toDataURL('image/png');

      const stream = canvas.captureStream(0);
      const track = stream.getVideoTracks()[0];
      const recorder = new MediaRecorder(stream, {
        mimeType: 'video/webm;codecs=vp9',
        videoBitsPerSecond: bits,
      });
      const chunks = [];
      recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const frames = fps * loop;
      const started = performance.now();
      for (let n = 0; n < frames; n++) {
        drawScene(ctx, n / fps, W, H, loop);
        track.requestFrame();
        // Frames are stamped by the clock: keep to the frame rate.
        const due = started + ((n + 1) * 1000) / fps;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      }
      recorder.stop();
      await stopped;
      const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
      let binary = '';
      for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
      return { poster, video: btoa(binary) };
    },
    {
      draw: drawScene.toString(),
      W: WIDTH,
      H: HEIGHT,
      fps: FPS,
      loop: LOOP_SECONDS,
      bits: BITS_PER_SECOND,
    },
  );
  const videoBytes = Buffer.from(video, 'base64');
  writeFileSync(path.join(outDir, 'cabo-waves.webm'), videoBytes);
  const posterBytes = await sharp(Buffer.from(poster.split(',')[1], 'base64'))
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer();
  writeFileSync(path.join(outDir, 'cabo-waves-poster.jpg'), posterBytes);
  console.log(
    `cabo-waves.webm ${(videoBytes.length / 1024).toFixed(1)} KB, poster ${(posterBytes.length / 1024).toFixed(1)} KB`,
  );
} finally {
  await browser.close();
}
