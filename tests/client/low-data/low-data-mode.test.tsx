import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from '../../../src/client/components/ui/avatar.tsx';
import { GroupIcon } from '../../../src/client/features/groups/components/group-icon.tsx';
import { LOW_DATA_CHOICE_KEY, recordLowDataChoice, useLowData } from '../../../src/client/lib/use-low-data.ts';
import { useSessionStore } from '../../../src/client/stores/session-store.ts';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe, db } from '../../mocks/db.ts';
import { server } from '../../mocks/server.ts';
import { stubConnection } from '../support/network-connection.ts';
import { renderApp } from '../support/render-app.tsx';

function signIn(lowDataMode: boolean) {
  const me = buildMe();
  useSessionStore.getState().setUser({ ...me, preferences: { ...me.preferences, lowDataMode } });
}

describe('useLowData', () => {
  it('is off on a fast connection without the preference, on with the preference', () => {
    stubConnection({ effectiveType: '4g' });
    signIn(false);
    const { result } = renderHook(() => useLowData());
    expect(result.current).toBe(false);

    act(() => signIn(true));
    expect(result.current).toBe(true);
  });

  it.each([
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
    ['2g', { effectiveType: '2g' }],
    ['3g', { effectiveType: '3g' }],
  ])('turns on by itself when the browser reports %s', (_label, connection) => {
    stubConnection(connection);
    signIn(false);
    expect(renderHook(() => useLowData()).result.current).toBe(true);
  });

  it('is off without navigator.connection (browsers other than Chromium)', () => {
    signIn(false);
    expect(renderHook(() => useLowData()).result.current).toBe(false);
  });

  it('follows the connection as it changes', () => {
    const connection = stubConnection({ effectiveType: '4g' });
    signIn(false);
    const { result } = renderHook(() => useLowData());

    act(() => connection.set({ effectiveType: '2g' }));
    expect(result.current).toBe(true);
    act(() => connection.set({ effectiveType: '4g' }));
    expect(result.current).toBe(false);
  });

  it('stays off on a slow connection once the student turned it off on this device, but never against the preference', () => {
    stubConnection({ effectiveType: '2g' });
    signIn(false);
    const { result } = renderHook(() => useLowData());
    expect(result.current).toBe(true);

    act(() => recordLowDataChoice('off'));
    expect(result.current).toBe(false);
    expect(window.localStorage.getItem(LOW_DATA_CHOICE_KEY)).toBe('off');

    act(() => signIn(true));
    expect(result.current).toBe(true);
  });
});

describe('avatars and group icons in low-data mode', () => {
  it('show initials instead of loading the picture while the connection is slow', () => {
    const connection = stubConnection({ effectiveType: '2g' });
    signIn(false);
    const { container } = render(
      <>
        <Avatar name="Ama Mensah" url="/uploads/ama.png" />
        <GroupIcon name="Moot Court" icon="/uploads/moot.png" />
      </>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('AM')).toBeInTheDocument();
    expect(screen.getByTestId('generated-group-icon')).toBeInTheDocument();

    act(() => connection.set({ effectiveType: '4g' }));
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/uploads/ama.png', '/uploads/moot.png']);
  });
});

describe('the low-data switch in settings', () => {
  afterEach(() => server.events.removeAllListeners());

  it('shows low-data mode on when the browser asked for it, and turning it off is kept on this device only', async () => {
    stubConnection({ saveData: true });
    const me = buildMe();
    let preferenceCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(endpoints.auth.updatePreferences.path)) preferenceCalls += 1;
    });
    const app = renderApp('/settings', { signedInAs: me });
    const lowData = await screen.findByRole('switch', { name: 'Low-data mode' });
    expect(lowData).toHaveAttribute('aria-checked', 'true');

    await app.user.click(lowData);

    expect(await screen.findByText('You have successfully updated your preferences.')).toBeInTheDocument();
    expect(lowData).toHaveAttribute('aria-checked', 'false');
    expect(window.localStorage.getItem(LOW_DATA_CHOICE_KEY)).toBe('off');
    // The account's preference was already off: nothing to send.
    expect(preferenceCalls).toBe(0);
    expect(db.accounts.get(me.id)?.me.preferences.lowDataMode).toBe(false);
  });

  it('turning it on saves the preference on the account and records the choice', async () => {
    stubConnection({ effectiveType: '4g' });
    const me = buildMe();
    const app = renderApp('/settings', { signedInAs: me });
    const lowData = await screen.findByRole('switch', { name: 'Low-data mode' });
    expect(lowData).toHaveAttribute('aria-checked', 'false');

    await app.user.click(lowData);

    expect(await screen.findByText('You have successfully updated your preferences.')).toBeInTheDocument();
    expect(lowData).toHaveAttribute('aria-checked', 'true');
    expect(db.accounts.get(me.id)?.me.preferences.lowDataMode).toBe(true);
    expect(window.localStorage.getItem(LOW_DATA_CHOICE_KEY)).toBe('on');
  });
});
