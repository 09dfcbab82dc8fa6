import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../../src/client/components/ui/button.tsx';
import { useConfirm } from '../../src/client/components/ui/confirm-dialog.tsx';
import { deferred } from './support/deferred.ts';

function Harness({ action }: { action: () => Promise<unknown> }) {
  const { ask, dialog } = useConfirm();
  return (
    <>
      <Button onClick={() => ask(action)}>Remove note</Button>
      {dialog}
    </>
  );
}

describe('confirmation dialog', () => {
  it('shows a spinner on Yes while the action runs, then closes', async () => {
    const user = userEvent.setup({ delay: null });
    const gate = deferred();
    let ran = 0;
    render(
      <Harness
        action={async () => {
          ran += 1;
          await gate.promise;
        }}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Remove note' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Are you sure you want to continue with your action?')).toBeInTheDocument();

    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    await user.click(yes);
    expect(ran).toBe(1);
    expect(yes).toHaveAttribute('aria-busy', 'true');
    expect(yes).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await act(async () => gate.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing on Cancel and is not closed by a click outside', async () => {
    // Radix makes the page behind a modal inert (pointer-events: none); click it anyway.
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    let ran = 0;
    render(<Harness action={async () => (ran += 1)} />);

    await user.click(screen.getByRole('button', { name: 'Remove note' }));
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Confirmation' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove note' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ran).toBe(0);
  });
});
