import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../../src/client/components/ui/button.tsx';
import { ConfirmDialog, useConfirm } from '../../src/client/components/ui/confirm-dialog.tsx';
import { MoreMenu } from '../../src/client/components/ui/more-menu.tsx';
import { useState } from 'react';
import { deferred } from './support/deferred.ts';

function Harness({ action }: { action: () => Promise<unknown> }) {
  const { ask, dialog } = useConfirm();
  return (
    <>
      <Button onClick={() => ask(action, 'This note will be deleted.')}>Remove note</Button>
      <MoreMenu label="More actions on the post" items={[{ label: 'Delete post', onSelect: () => ask(action, 'This post will be deleted for everyone.') }]} />
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
    // Busy, not disabled: it keeps the focus (components/ui/button.tsx).
    expect(yes).toHaveAttribute('aria-disabled', 'true');
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

  it('names what will happen in one line under the spec’s text', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness action={async () => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Remove note' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Are you sure you want to continue with your action?')).toBeInTheDocument();
    expect(within(dialog).getByText('This note will be deleted.')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to continue with your action?This note will be deleted.');
  });

  it('gives focus back to the button that opened it, on Cancel and on Escape', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness action={async () => undefined} />);
    const opener = screen.getByRole('button', { name: 'Remove note' });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    expect(opener).not.toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back to the "…" button when a menu item opened it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness action={async () => undefined} />);
    const menuButton = screen.getByRole('button', { name: 'More actions on the post' });

    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Delete post' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('This post will be deleted for everyone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('with stayOpenOnFailure stays open after a failed action, showing the error inside', async () => {
    const user = userEvent.setup({ delay: null });
    function Failing() {
      const [open, setOpen] = useState(true);
      const [error, setError] = useState<string>();
      const fail = async () => {
        setError('The password you entered is incorrect.');
        throw new Error('wrong password');
      };
      return <ConfirmDialog open={open} onOpenChange={setOpen} onConfirm={fail} consequence="Your account will be deleted." stayOpenOnFailure error={error} />;
    }
    render(<Failing />);
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password you entered is incorrect.');
    expect(screen.getByRole('dialog', { name: 'Confirmation' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeEnabled();
  });
});
