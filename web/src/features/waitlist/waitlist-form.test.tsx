import { messages } from '@partyreel/shared/messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaitlistForm } from './waitlist-form.tsx';

afterEach(cleanup);

function renderForm(join: (email: string) => Promise<void>) {
  const user = userEvent.setup();
  render(<WaitlistForm join={join} />);
  const field = screen.getByLabelText('Email address');
  const button = screen.getByRole('button', { name: 'Join' });
  return { user, field, button };
}

describe('WaitlistForm', () => {
  it.each(['guest.example.com', 'guest@example', '   '])(
    'refuses "%s" with the catalogue message and does not call join',
    async (typed) => {
      const join = vi.fn<(email: string) => Promise<void>>();
      const { user, field, button } = renderForm(join);
      await user.type(field, typed);
      await user.click(button);

      expect(screen.getByRole('alert').textContent).toBe(messages.waitlist.invalidEmail);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(join).not.toHaveBeenCalled();
    },
  );

  it('shows the generic failure and keeps the typed address when joining fails', async () => {
    const join = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, field, button } = renderForm(join);
    await user.type(field, 'Party.Host@Example.com');
    await user.click(button);

    expect((await screen.findByRole('alert')).textContent).toBe(messages.waitlist.failed);
    expect(join).toHaveBeenCalledOnce();
    expect((field as HTMLInputElement).value).toBe('Party.Host@Example.com');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('disables Join while the request runs, then shows the joined message', async () => {
    let finish: () => void = () => {};
    const join = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user, field, button } = renderForm(join);
    await user.type(field, '  host@example.com ');
    await user.click(button);

    expect(screen.getByRole('button', { name: 'Joining…' }).hasAttribute('disabled')).toBe(true);
    expect(join).toHaveBeenCalledWith('host@example.com');
    finish();

    expect(await screen.findByText(messages.waitlist.joined)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });
});
