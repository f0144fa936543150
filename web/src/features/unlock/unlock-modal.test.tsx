import { messages } from '@partyreel/shared/messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { UnlockModal } from './unlock-modal.tsx';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <UnlockModal open={open} onClose={() => setOpen(false)} eventId="e1" />
    </>
  );
}

describe('UnlockModal', () => {
  it('shows what unlocking gives and the price, and Maybe later closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog', { name: messages.unlock.title })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: messages.unlock.title });
    expect(dialog.textContent).toContain('Share by text, e-mail or link');
    expect(dialog.textContent).toContain('Instant RSVPs');
    expect(dialog.textContent).toContain('Up to 200 guests');
    expect(dialog.textContent).toContain('$4.99');
    expect(
      screen.getByRole('button', { name: 'Checkout coming soon' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: messages.unlock.maybeLater }));
    expect(screen.queryByRole('dialog', { name: messages.unlock.title })).toBeNull();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: messages.unlock.maybeLater }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: messages.unlock.title })).toBeNull();
  });
});
