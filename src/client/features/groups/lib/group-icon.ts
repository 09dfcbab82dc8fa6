/*
 * Group icons: an uploaded picture is shrunk in the browser to a 128 px square and sent
 * as a data: URL (the server keeps it as given, up to GROUP_ICON_MAX_BYTES). Without one
 * the icon is drawn from the group's initials on a colour picked from its name.
 */
import { GROUP_ICON_MAX_BYTES, GROUP_ICON_TYPES, parseImageDataUrl } from '../../../../contract/groups.ts';

export const ICON_SIZE = 128;
export const ICON_ACCEPT = GROUP_ICON_TYPES.join(',');

// Each keeps white text above WCAG AA contrast.
const PALETTE = ['#1d4ed8', '#047857', '#b91c1c', '#6d28d9', '#c2410c', '#0e7490', '#be185d', '#4d7c0f'] as const;

/** "Equity and trusts" → "ET"; a single word gives its first two letters. */
export function groupInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean).map((word) => Array.from(word));
  const first = words[0] ?? [];
  const letters = words.length > 1 ? [first[0], words.at(-1)?.[0]] : first.slice(0, 2);
  return letters.join('').toUpperCase() || '?';
}

export function groupColour(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0];
}

export class IconError extends Error {}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new IconError('This picture could not be read. Choose a PNG, JPEG, GIF or WebP image.'));
    };
    image.src = url;
  });
}

/** The picture cropped to its centre square and scaled to 128 px, as a data: URL the server accepts. */
export async function resizeIcon(file: File): Promise<string> {
  if (!(GROUP_ICON_TYPES as readonly string[]).includes(file.type)) {
    throw new IconError('Choose a PNG, JPEG, GIF or WebP image.');
  }
  const image = await loadImage(file);
  const side = Math.min(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = ICON_SIZE;
  canvas.height = ICON_SIZE;
  const context = canvas.getContext('2d');
  if (!context || side === 0) throw new IconError('This picture could not be read. Choose another one.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, (image.naturalWidth - side) / 2, (image.naturalHeight - side) / 2, side, side, 0, 0, ICON_SIZE, ICON_SIZE);
  // WebP where the browser can write it (PNG otherwise), then JPEG if that is still too big.
  for (const [type, quality] of [['image/webp', 0.9], ['image/png', undefined], ['image/jpeg', 0.85]] as const) {
    const url = canvas.toDataURL(type, quality);
    const parsed = parseImageDataUrl(url);
    if (parsed && parsed.bytes <= GROUP_ICON_MAX_BYTES) return url;
  }
  throw new IconError('This picture is too large. Choose a smaller one.');
}
