#!/usr/bin/env node
// Writes the web app icons of public/manifest.webmanifest from the logo mark (run once after a
// logo change: `node web/scripts/gen-icons.mjs`). Uses sharp, which the api workspace installs.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = (name) => fileURLToPath(new URL(`../public/${name}`, import.meta.url));
const MARK = '<path d="M12 38c5-5 10-5 15 0s10 5 15 0 7-4 10-2" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/><circle cx="22" cy="22" r="6" fill="#a5b4fc"/><circle cx="40" cy="22" r="6" fill="#fff"/>';
const GRADIENT = '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#9333ea"/></linearGradient></defs>';

// "any": the rounded tile as in the favicon. "maskable" and Apple: a full square, the mark inside
// the 80 % safe zone (platforms cut their own shape).
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${GRADIENT}<rect width="64" height="64" rx="16" fill="url(#g)"/>${MARK}</svg>`;
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${GRADIENT}<rect width="64" height="64" fill="url(#g)"/><g transform="translate(6.4 8) scale(0.8)">${MARK}</g></svg>`;

const icons = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['icon-maskable-512.png', square, 512],
  ['apple-touch-icon.png', square, 180],
];
for (const [name, svg, size] of icons) {
  await writeFile(out(name), await sharp(Buffer.from(svg), { density: 72 * (size / 64) }).resize(size, size).png({ compressionLevel: 9 }).toBuffer());
  console.log(`wrote public/${name}`);
}
