import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useEffectiveColorMode } from '../../lib/use-effective-color-mode.ts';

/*
 * sonner's own rich colours miss AA (green and red text on pale tints); these are the app's
 * tokens, which reach 4.5:1 on the surface in both modes and every institution's theme.
 */
const typeColors = {
  '--success-bg': 'var(--color-surface)',
  '--success-border': 'var(--color-success)',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'var(--color-surface)',
  '--error-border': 'var(--color-danger-text)',
  '--error-text': 'var(--color-danger-text)',
  '--info-bg': 'var(--color-surface)',
  '--info-border': 'var(--color-primary-text)',
  '--info-text': 'var(--color-primary-text)',
  '--warning-bg': 'var(--color-surface)',
  '--warning-border': 'var(--color-line-strong)',
  '--warning-text': 'var(--color-fg)',
} as CSSProperties;

// Below the top bar, so a toast never covers its controls (the account menu); the phone inset is wider
// on the sides so the close button on the toast's corner stays on screen.
const belowTopBar = 'calc(var(--top-bar-height) + 0.75rem)';

/** Toasts at the top right, in the app's colour mode. */
export function Toaster() {
  const mode = useEffectiveColorMode();
  // A set direction spares sonner reading the page's computed style, a forced style pass at start.
  return (
    <Sonner
      dir="ltr"
      position="top-right"
      theme={mode}
      richColors
      closeButton
      style={typeColors}
      offset={{ top: belowTopBar }}
      mobileOffset={{ top: belowTopBar, left: 20, right: 20 }}
    />
  );
}
