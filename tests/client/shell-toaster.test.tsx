import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.tsx';

/** The list sonner draws the toasts in: it carries the colours and offsets as custom properties. */
async function toastList() {
  renderApp('/sign-in');
  await screen.findByRole('heading', { name: 'Sign in' });
  toast.success('Saved.');
  toast.error('Could not save.');
  await screen.findByText('Could not save.');
  const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
  if (!list) throw new Error('no toast list');
  return list.style;
}

describe('toasts', () => {
  it('colour success, error and info with the app’s AA tokens, not sonner’s pale rich colours', async () => {
    const style = await toastList();
    expect(style.getPropertyValue('--success-text')).toBe('var(--color-success)');
    expect(style.getPropertyValue('--success-bg')).toBe('var(--color-surface)');
    expect(style.getPropertyValue('--error-text')).toBe('var(--color-danger-text)');
    expect(style.getPropertyValue('--error-bg')).toBe('var(--color-surface)');
    expect(style.getPropertyValue('--info-text')).toBe('var(--color-primary-text)');
  });

  it('open below the top bar, on wide screens and on phones, so they never cover its controls', async () => {
    const style = await toastList();
    expect(style.getPropertyValue('--offset-top')).toBe('calc(var(--top-bar-height) + 0.75rem)');
    expect(style.getPropertyValue('--mobile-offset-top')).toBe('calc(var(--top-bar-height) + 0.75rem)');
  });
});
