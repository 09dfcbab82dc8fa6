import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoreMenu } from '../../src/client/components/ui/more-menu.tsx';

function setup() {
  const block = vi.fn();
  const report = vi.fn();
  const user = userEvent.setup();
  render(
    <MoreMenu
      label="More actions on Kofi"
      items={[
        { label: 'Block Kofi', onSelect: block },
        { label: 'Report Kofi', onSelect: report, tone: 'danger' },
      ]}
    />,
  );
  return { user, block, report, trigger: screen.getByRole('button', { name: 'More actions on Kofi' }) };
}

describe('the "…" menu', () => {
  it('opens on the first item, moves with the arrows (wrapping), and runs the chosen one', async () => {
    const { user, block, report, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Block Kofi' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Report Kofi' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Block Kofi' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');

    expect(report).toHaveBeenCalledOnce();
    expect(block).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape with focus back on its button, and on a click outside', async () => {
    const { user, block, trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    expect(screen.getByRole('menu', { name: 'More actions on Kofi' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(block).not.toHaveBeenCalled();
  });
});
