import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { institutions } from '../../src/contract/institutions.ts';
import { readFileSync } from 'node:fs';
import {
  contrastRatio,
  DARK_BACKGROUND,
  HASHTAG_HIGHLIGHT_ALPHA,
  LIGHT_BACKGROUND,
  overlay,
  SURFACES,
  themeVariables,
} from '../../src/client/lib/theme-colors.ts';
import { DEFAULT_COLORS, useSessionStore } from '../../src/client/stores/session-store.ts';
import { buildMe } from '../mocks/db.ts';
import { renderApp } from './support/render-app.tsx';

const cssVariable = (name: string) => document.documentElement.style.getPropertyValue(name);
const source = (path: string) => readFileSync(`${process.cwd()}/${path}`, 'utf8');

/** The custom properties of one CSS block (`:root {` or `:root.dark {`) of styles.css. */
function cssBlock(selector: string): Record<string, string> {
  const css = source('src/client/app/styles.css');
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((match) => [match[1], match[2]]));
}

describe('theme', () => {
  it('takes its colours and school code from the user’s institution', async () => {
    renderApp('/', { signedInAs: buildMe({ name: 'Ama Mensah', institutionId: 1001 }) });
    await screen.findByRole('heading', { name: 'Welcome, Ama' });

    expect(useSessionStore.getState().schoolCode).toBe(1001);
    expect(cssVariable('--color-primary')).toBe('#9e1b32');
    expect(cssVariable('--color-secondary')).toBe('#f2b632');
    expect(cssVariable('--color-hover')).toBe('#7d1527');
    expect(cssVariable('--color-on-primary')).toBe('#ffffff');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('follows a change of institution and of colour mode', async () => {
    renderApp('/', { signedInAs: buildMe({ name: 'Ama Mensah', institutionId: 1001 }) });
    await screen.findByRole('heading', { name: 'Welcome, Ama' });

    useSessionStore.getState().setUser(buildMe({ institutionId: 1002 }));
    await waitFor(() => expect(cssVariable('--color-primary')).toBe('#123f7a'));

    useSessionStore.getState().setColorMode('dark');
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    const darkPrimary = cssVariable('--color-primary');
    expect(contrastRatio(darkPrimary, DARK_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses Campus colours when nobody is signed in', async () => {
    renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(cssVariable('--color-primary')).toBe(DEFAULT_COLORS.primary);
  });

  it.each(['light', 'dark'] as const)('keeps every institution readable (AA) in %s mode', (mode) => {
    const page = mode === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND;
    for (const { colors } of [...institutions, { colors: DEFAULT_COLORS }]) {
      const vars = themeVariables(colors, mode);
      const pairs: [string, string][] = [
        ['--color-on-primary', '--color-primary'],
        ['--color-on-hover', '--color-hover'],
        ['--color-on-secondary', '--color-secondary'],
      ];
      for (const [text, fill] of pairs) expect(contrastRatio(vars[text] ?? '', vars[fill] ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(vars['--color-primary-text'] ?? '', page)).toBeGreaterThanOrEqual(4.5);
    }
  });

  describe('links and hashtags (primary-coloured text) on every surface', () => {
    it('reads the same surface tokens as styles.css, and the highlight strength hashtag-text.tsx uses', () => {
      for (const [mode, selector] of [['light', ':root'], ['dark', ':root.dark']] as const) {
        const css = cssBlock(selector);
        expect(SURFACES[mode]).toEqual({ page: css['--color-page'], surface: css['--color-surface'], mutedSurface: css['--color-muted-surface'] });
      }
      expect(source('src/client/components/ui/hashtag-text.tsx')).toContain(`bg-secondary/${Math.round(HASHTAG_HIGHLIGHT_ALPHA * 100)} text-primary-text`);
    });

    const themes = [...institutions.map(({ shortName, colors }) => ({ name: shortName, colors })), { name: 'Campus', colors: DEFAULT_COLORS }];
    const cases = themes.flatMap((theme) => (['light', 'dark'] as const).map((mode) => ({ ...theme, mode })));

    it.each(cases)('$name in $mode mode reaches 4.5:1 on page, card, muted card and a hashtag’s highlight', ({ colors, mode }) => {
      const vars = themeVariables(colors, mode);
      const text = vars['--color-primary-text'] ?? '';
      const secondary = vars['--color-secondary'] ?? '';
      for (const surface of Object.values(SURFACES[mode])) {
        expect(contrastRatio(text, surface), `on ${surface}`).toBeGreaterThanOrEqual(4.5);
        const highlight = overlay(secondary, surface, HASHTAG_HIGHLIGHT_ALPHA);
        expect(contrastRatio(text, highlight), `on the highlight over ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  });
});

describe('text on the theme’s fills', () => {
  it('the home banner’s university line is the theme’s AA text colour, not dimmed', async () => {
    renderApp('/', { signedInAs: buildMe({ name: 'Ama Mensah', institutionId: 1001 }) });
    const heading = await screen.findByRole('heading', { name: 'Welcome, Ama' });
    const banner = heading.closest('section');
    const line = screen.getByText('Kwame Nkrumah University of Science and Technology', { selector: 'p' });

    expect(banner).toHaveClass('bg-primary', 'text-on-primary');
    expect(banner).toContainElement(line);
    // Any opacity mixes the text toward the fill: at 90 % it fell to 4.3:1 in dark mode.
    expect(line.className).not.toMatch(/opacity|text-/);
  });

  it.each([
    ['light', ':root'],
    ['dark', ':root.dark'],
  ] as const)('toasts’ success and error text reach 4.5:1 on the surface in %s mode', (mode, selector) => {
    const css = { ...cssBlock(':root'), ...cssBlock(selector) };
    const surface = SURFACES[mode].surface;
    expect(contrastRatio(css['--color-success'] ?? '', surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(css['--color-danger-text'] ?? '', surface)).toBeGreaterThanOrEqual(4.5);
  });
});
