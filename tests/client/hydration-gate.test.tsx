import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock('../../src/client/lib/idb-storage.ts');
  vi.resetModules();
});

describe('restoring the stored state', () => {
  it('shows the full-screen spinner until IndexedDB answers, then the app', async () => {
    let answer: (value: null) => void = () => undefined;
    vi.resetModules();
    vi.doMock('../../src/client/lib/idb-storage.ts', () => ({
      createIdbStorage: () => ({
        getItem: () => new Promise<null>((resolve) => (answer = resolve)),
        setItem: async () => undefined,
        removeItem: async () => undefined,
      }),
    }));
    const { HydrationGate } = await import('../../src/client/app/hydration-gate.tsx');
    render(<HydrationGate>app content</HydrationGate>);

    expect(screen.getByRole('status')).toHaveTextContent('Don’t worry this won’t take long');
    expect(screen.queryByText('app content')).not.toBeInTheDocument();

    await act(async () => answer(null));
    expect(screen.getByText('app content')).toBeInTheDocument();
  });

  it('gives up waiting after 5000 ms', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    vi.doMock('../../src/client/lib/idb-storage.ts', () => ({
      createIdbStorage: () => ({
        getItem: () => new Promise<null>(() => undefined),
        setItem: async () => undefined,
        removeItem: async () => undefined,
      }),
    }));
    const { HydrationGate } = await import('../../src/client/app/hydration-gate.tsx');
    render(<HydrationGate>app content</HydrationGate>);

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('app content')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('app content')).toBeInTheDocument();
  });
});
