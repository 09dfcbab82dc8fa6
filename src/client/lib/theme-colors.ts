/*
 * Turns an institution's colours into the CSS variables the theme reads, choosing text
 * colours (and, in dark mode, lighter fills) so every pairing meets WCAG AA (4.5:1).
 */
export type ThemeColors = { primary: string; secondary: string; hover: string };
export type EffectiveMode = 'light' | 'dark';

export const LIGHT_BACKGROUND = '#ffffff';
export const DARK_BACKGROUND = '#0f141c';

/**
 * The surfaces of each mode, as styles.css sets them (--color-page, --color-surface,
 * --color-muted-surface); a test holds the two in step. Theme-coloured text sits on all three.
 */
export const SURFACES: Record<EffectiveMode, { page: string; surface: string; mutedSurface: string }> = {
  light: { page: '#f6f7f9', surface: LIGHT_BACKGROUND, mutedSurface: '#eef0f4' },
  dark: { page: DARK_BACKGROUND, surface: '#171e29', mutedSurface: '#222b38' },
};

/** How strongly a hashtag's highlight shows the secondary colour (hashtag-text.tsx: bg-secondary/35). */
export const HASHTAG_HIGHLIGHT_ALPHA = 0.35;
const DARK_TEXT = '#0b0f17';
const WHITE = '#ffffff';
const AA = 4.5;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.padEnd(6, '0');
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) || 0) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

function mix(hex: string, toward: string, amount: number): string {
  const from = toRgb(hex);
  const to = toRgb(toward);
  return toHex(from.map((c, i) => c + ((to[i] ?? c) - c) * amount) as Rgb);
}

/** Moves `hex` toward `toward` in small steps until it reaches `ratio` against every colour of `against`. */
function shiftUntil(hex: string, toward: string, against: string | string[], ratio: number): string {
  const backgrounds = typeof against === 'string' ? [against] : against;
  for (let step = 0; step <= 40; step += 1) {
    const candidate = mix(hex, toward, step / 40);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return toward;
}

/** `hex` laid over `background` at `alpha`, as the browser paints it. */
export function overlay(hex: string, background: string, alpha: number): string {
  return mix(background, hex, alpha);
}

/** White or near-black, whichever reads better on `background`. */
export function readableText(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(DARK_TEXT, background) ? WHITE : DARK_TEXT;
}

/** The fill itself when white or dark text reaches AA on it, else darkened until white does. */
function readableFill(fill: string): string {
  if (contrastRatio(readableText(fill), fill) >= AA) return fill;
  return shiftUntil(fill, '#000000', WHITE, AA);
}

/** Every background primary-coloured text is drawn on in `mode`. */
export function primaryTextBackgrounds(mode: EffectiveMode, secondary: string): string[] {
  const surfaces = Object.values(SURFACES[mode]);
  return [...surfaces, ...surfaces.map((surface) => overlay(secondary, surface, HASHTAG_HIGHLIGHT_ALPHA))];
}

export function themeVariables(colors: ThemeColors, mode: EffectiveMode): Record<string, string> {
  const page = mode === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND;
  const lift = mode === 'dark' ? WHITE : '#000000';
  // Fills must stand out from the page and carry readable text; in dark mode the
  // (dark) crest colours are lightened until they do.
  const primary = mode === 'dark' ? shiftUntil(colors.primary, WHITE, page, AA) : readableFill(colors.primary);
  const hover = mode === 'dark' ? mix(primary, WHITE, 0.15) : readableFill(colors.hover);
  const secondary = readableFill(colors.secondary);
  return {
    // The crest colour as is, for the logo tile (white marks on it in every mode).
    '--color-brand': colors.primary,
    '--color-primary': primary,
    '--color-on-primary': readableText(primary),
    '--color-hover': hover,
    '--color-on-hover': readableText(hover),
    '--color-secondary': secondary,
    '--color-on-secondary': readableText(secondary),
    // Primary-coloured text (links, hashtags, active nav) on every surface it sits on,
    // and on a hashtag's highlight laid over those surfaces.
    '--color-primary-text': shiftUntil(colors.primary, lift, primaryTextBackgrounds(mode, secondary), AA),
  };
}
