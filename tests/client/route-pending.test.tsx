/* A page whose data is slow to come says so, rather than a bare spinner until the request times out. */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_LOAD_MS } from '../../src/client/app/route-pending.tsx';
import { endpoints } from '../../src/contract/endpoints.ts';
import { buildMe } from '../mocks/db.ts';
import { holdEndpoint } from './support/hold-endpoint.ts';
import { renderApp } from './support/render-app.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('a page slow to load', () => {
  it('says the connection may be slow once the load takes long, and opens when the data arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const answer = holdEndpoint(endpoints.notes.list);
    renderApp('/notes', { signedInAs: buildMe() });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();

    await act(async () => vi.advanceTimersByTimeAsync(SLOW_LOAD_MS));
    expect(screen.getByText(/This is taking longer than usual\. Your connection may be slow/)).toBeInTheDocument();

    answer.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();
  });
});
