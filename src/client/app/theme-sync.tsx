/* Applies the colour mode and the institution's colours to <html> as CSS variables. */
import { useLayoutEffect } from 'react';
import { useEffectiveColorMode } from '../lib/use-effective-color-mode.ts';
import { themeVariables } from '../lib/theme-colors.ts';
import { useSessionStore } from '../stores/session-store.ts';

export function ThemeSync() {
  const colors = useSessionStore((state) => state.colors);
  const mode = useEffectiveColorMode();

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', mode === 'dark');
    root.style.colorScheme = mode;
    for (const [name, value] of Object.entries(themeVariables(colors, mode))) root.style.setProperty(name, value);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.primary);
  }, [colors, mode]);

  return null;
}
