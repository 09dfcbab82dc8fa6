import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { institutions } from '../../src/contract/institutions.ts';
import { contrastRatio, DARK_BACKGROUND, LIGHT_BACKGROUND, themeVariables } from '../../src/client/lib/theme-colors.ts';
import { DEFAULT_COLORS, useSessionStore } from '../../src/client/stores/session-store.ts';
import { buildMe } from '../mocks/db.ts';
import { renderApp } from './support/render-app.tsx';

const cssVariable = (name: string) => document.documentElement.style.getPropertyValue(name);

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
});
