import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../src/client/components/ui/offline-banner.tsx';

const TEXT = 'There seems to be an issue with your internet connection';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('offline banner', () => {
  it('appears on the offline event and goes on the online event', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();

    goOffline(true);
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT);

    goOffline(false);
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });

  it('shows at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByText(TEXT)).toBeInTheDocument();
  });
});
