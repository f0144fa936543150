import type { ChangePasswordInput } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverError } from '../../test/server-error.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

afterEach(cleanup);

function renderForm(changePassword: (input: ChangePasswordInput) => Promise<void>) {
  const user = userEvent.setup();
  render(<ChangePasswordForm changePassword={changePassword} />);
  const current = screen.getByLabelText('Current password') as HTMLInputElement;
  const next = screen.getByLabelText('New password') as HTMLInputElement;
  const confirm = screen.getByLabelText('Confirm new password') as HTMLInputElement;
  const button = screen.getByRole('button', { name: 'Change Password' });
  return { user, current, next, confirm, button };
}

/** The messages on screen right now, of the ones this form can show. */
function shownMessages() {
  const all = [
    messages.account.currentPasswordRequired,
    messages.account.passwordTooShort,
    messages.account.passwordsDoNotMatch,
    messages.account.currentPasswordWrong,
    messages.account.passwordFailed,
    messages.account.passwordChanged,
  ];
  return all.filter((text) => screen.queryByText(text));
}

describe('ChangePasswordForm', () => {
  it('asks for one thing at a time: current password, then length, then a match', async () => {
    const changePassword = vi.fn(() => Promise.resolve());
    const { user, current, next, confirm, button } = renderForm(changePassword);

    await user.type(next, '123');
    await user.type(confirm, '456');
    await user.click(button);
    expect(shownMessages()).toEqual([messages.account.currentPasswordRequired]);
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);

    await user.type(current, 'old-secret');
    await user.click(button);
    expect(shownMessages()).toEqual([messages.account.passwordTooShort]);
    expect(next.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(next);

    await user.clear(next);
    await user.type(next, 'new-secret');
    await user.click(button);
    expect(shownMessages()).toEqual([messages.account.passwordsDoNotMatch]);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');

    expect(changePassword).not.toHaveBeenCalled();
  });

  it("shows the server's 'Current password is incorrect' and keeps what was typed", async () => {
    const changePassword = vi.fn(() =>
      Promise.reject(serverError('BAD_REQUEST', 400, messages.account.currentPasswordWrong)),
    );
    const { user, current, next, confirm, button } = renderForm(changePassword);
    await user.type(current, 'not-it');
    await user.type(next, 'new-secret');
    await user.type(confirm, 'new-secret');
    await user.click(button);

    expect(await screen.findByText(messages.account.currentPasswordWrong)).toBeInTheDocument();
    expect(shownMessages()).toEqual([messages.account.currentPasswordWrong]);
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect([current.value, next.value, confirm.value]).toEqual([
      'not-it',
      'new-secret',
      'new-secret',
    ]);
  });

  it("says 'Failed to change password' for any other failure", async () => {
    const changePassword = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, current, next, confirm, button } = renderForm(changePassword);
    await user.type(current, 'old-secret');
    await user.type(next, 'new-secret');
    await user.type(confirm, 'new-secret');
    await user.click(button);

    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.passwordFailed);
  });

  it('changes the password, says so and empties the fields', async () => {
    const changePassword = vi.fn(() => Promise.resolve());
    const { user, current, next, confirm, button } = renderForm(changePassword);
    await user.type(current, 'old-secret');
    await user.type(next, 'new-secret');
    await user.type(confirm, 'new-secret');
    await user.click(button);

    expect((await screen.findByRole('status')).textContent).toBe(messages.account.passwordChanged);
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
    expect([current.value, next.value, confirm.value]).toEqual(['', '', '']);
  });
});
