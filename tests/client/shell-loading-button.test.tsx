import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/client/components/ui/button.tsx';
import { endpoints } from '../../src/contract/endpoints.ts';
import { addAccount, buildMe, DEFAULT_PASSWORD } from '../mocks/db.ts';
import { server } from '../mocks/server.ts';
import { holdEndpoint } from './support/hold-endpoint.ts';
import { renderApp } from './support/render-app.tsx';

afterEach(() => server.events.removeAllListeners());

/** A form whose submit button loads from the first submit on (a request under way). */
function SaveForm({ onSave }: { onSave: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
        setSaving(true);
      }}
    >
      <input aria-label="Title" />
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </form>
  );
}

describe('a loading button', () => {
  it('keeps focus, says it is unavailable and busy, and does not submit its form again', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<SaveForm onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save' });

    await user.click(save);

    expect(onSave).toHaveBeenCalledOnce();
    expect(save).toHaveFocus();
    expect(save).not.toBeDisabled();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAttribute('aria-busy', 'true');

    await user.click(save);
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('Title'), 'Again{Enter}');
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('ignores presses while loading, and `disabled` still disables', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Button loading onClick={onClick}>Share</Button>);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Share</Button>);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Share' })).not.toHaveAttribute('aria-disabled');

    rerender(<Button disabled onClick={onClick}>Share</Button>);
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it('keeps focus on "Sign in" while signing in, and Enter meanwhile sends nothing more', async () => {
    addAccount(buildMe({ name: 'Ama Mensah', email: 'ama@campus.test' }));
    let signIns = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/auth/signIn')) signIns += 1;
    });
    const gate = holdEndpoint(endpoints.auth.signIn);
    const app = renderApp('/sign-in');
    await app.user.type(await screen.findByLabelText('Email'), 'ama@campus.test');
    await app.user.type(screen.getByLabelText('Password'), DEFAULT_PASSWORD);
    const signIn = screen.getByRole('button', { name: 'Sign in' });

    await app.user.click(signIn);
    await waitFor(() => expect(signIn).toHaveAttribute('aria-busy', 'true'));
    // Disabled, it would drop focus to the page in a browser (jsdom keeps it there regardless).
    expect(signIn).not.toBeDisabled();
    expect(signIn).toHaveAttribute('aria-disabled', 'true');
    expect(signIn).toHaveFocus();
    await app.user.keyboard('{Enter}');
    await app.user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(signIns).toBe(1);

    gate.release();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ama' })).toBeInTheDocument();
    expect(signIns).toBe(1);
  });
});
