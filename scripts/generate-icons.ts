/*
 * Draws the Campus mark (an open book under a gold star on deep blue) as SVG and renders
 * the favicon, the PWA icons (any + maskable), the Apple touch icon and the sharing image
 * into public/. Run: node --import tsx scripts/generate-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const BLUE = '#1e3a8a';
const BLUE_DARK = '#14285f';
const GOLD = '#f2b632';

/** The mark on a 64-unit grid, centred on (32, 32). */
const mark = `
  <path d="M10 26.5c7.5-3.6 15-3.4 21 1.2v25.6c-6-4.2-13.5-4.4-21-1.2Z" fill="#ffffff"/>
  <path d="M54 26.5c-7.5-3.6-15-3.4-21 1.2v25.6c6-4.2 13.5-4.4 21-1.2Z" fill="#ffffff" fill-opacity="0.84"/>
  <path d="M32 8.5l2.4 5.6 5.6 2.4-5.6 2.4-2.4 5.6-2.4-5.6-5.6-2.4 5.6-2.4Z" fill="${GOLD}"/>`;

const gradient = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${BLUE}"/><stop offset="1" stop-color="${BLUE_DARK}"/></linearGradient></defs>`;

/** Rounded tile with the mark filling most of it (favicon, "any" icons). */
const roundedIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}
  <rect width="64" height="64" rx="14" fill="url(#bg)"/>${mark}</svg>`;

/** Full-bleed square with the mark inside the maskable safe zone (the central 80 % circle). */
const squareIcon = (scale: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}
  <rect width="64" height="64" fill="url(#bg)"/>
  <g transform="translate(32 32) scale(${scale}) translate(-32 -31)">${mark}</g></svg>`;

const ogImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">${gradient}
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1080" cy="80" r="260" fill="#ffffff" fill-opacity="0.05"/>
  <circle cx="120" cy="600" r="200" fill="${GOLD}" fill-opacity="0.08"/>
  <g transform="translate(120 175) scale(4.4)">${mark}</g>
  <text x="440" y="300" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="112" font-weight="700" fill="#ffffff">Campus</text>
  <text x="444" y="372" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#dbe4ff">Your university, your study companion</text>
  <rect x="444" y="410" width="120" height="8" rx="4" fill="${GOLD}"/>
</svg>`;

async function png(svg: string, size: number, file: string, height = size) {
  await sharp(Buffer.from(svg), { density: 72 * Math.ceil(size / 64) * 2 })
    .resize(size, height)
    .png({ compressionLevel: 9, palette: size <= 192 })
    .toFile(join(PUBLIC, file));
}

mkdirSync(join(PUBLIC, 'icons'), { recursive: true });
writeFileSync(join(PUBLIC, 'favicon.svg'), `${roundedIcon.replace(/\n\s*/g, ' ')}\n`);
await png(roundedIcon, 192, 'icons/icon-192.png');
await png(roundedIcon, 512, 'icons/icon-512.png');
await png(squareIcon(0.72), 512, 'icons/maskable-512.png');
await png(squareIcon(0.8), 180, 'apple-touch-icon.png');
await sharp(Buffer.from(ogImage)).png({ compressionLevel: 9 }).toFile(join(PUBLIC, 'og-image.png'));
console.log('icons written to public/');
