import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the modal module per test: setup.ts has already loaded the dialog's code into the shared one.
async function freshModal() {
  vi.resetModules();
  return import('../../src/client/components/ui/modal.tsx');
}

/** The dialog's code fails to load the first time (offline) and loads after; counts the attempts. */
function failFirstLoad(): { attempts: number } {
  const loads = { attempts: 0 };
  vi.doMock('../../src/client/components/ui/modal-dialog.tsx', async (original) => {
    loads.attempts += 1;
    if (loads.attempts === 1) throw new Error('offline');
    return original();
  });
  return loads;
}

afterEach(() => {
  vi.doUnmock('../../src/client/components/ui/modal-dialog.tsx');
  vi.useRealTimers();
});

describe('a dialog whose code has not loaded yet', () => {
  it('renders nothing while closed, and opens once its code arrives, handing focus back on close', async () => {
    const { Modal } = await freshModal();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open rules
          </button>
          <Modal open={open} onOpenChange={setOpen} title="Course rules">
            Attendance counts.
          </Modal>
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const opener = screen.getByRole('button', { name: 'Open rules' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Course rules' })).toHaveTextContent('Attendance counts.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('tries again when it is opened again after its code failed to load', async () => {
    const loads = failFirstLoad();
    const { Modal } = await freshModal();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen((was) => !was)}>
            Toggle rules
          </button>
          <Modal open={open} onOpenChange={setOpen} title="Course rules" />
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Toggle rules' });
    await user.click(toggle);
    await vi.waitFor(() => expect(loads.attempts).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);
    await user.click(toggle);
    expect(await screen.findByRole('dialog', { name: 'Course rules' })).toBeInTheDocument();
    expect(loads.attempts).toBe(2);
  });

  it('is fetched again when the first fetch failed', async () => {
    failFirstLoad();
    const { preloadModal } = await freshModal();
    await expect(preloadModal()).rejects.toThrow();
    await expect(preloadModal()).resolves.toBeTypeOf('function');
  });
});

describe('warming up', () => {
  it('starts at the first touch, once, and not before', async () => {
    vi.resetModules();
    const { warmUpLater } = await import('../../src/client/app/warm-up.ts');
    const task = vi.fn(() => Promise.resolve());
    warmUpLater([task]);
    expect(task).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new PointerEvent('pointerdown'));
      window.dispatchEvent(new KeyboardEvent('keydown'));
    });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts a few seconds after the page has loaded when nobody touches it', async () => {
    vi.useFakeTimers();
    const { warmUpLater } = await import('../../src/client/app/warm-up.ts');
    const task = vi.fn(() => Promise.reject(new Error('offline')));
    warmUpLater([task]);
    vi.advanceTimersByTime(3000);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
