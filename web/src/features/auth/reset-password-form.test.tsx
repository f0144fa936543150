import { messages } from '@partyreel/shared/messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverError } from '../../test/server-error.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';

afterEach(cleanup);

function renderForm(resetPassword: (password: string) => Promise<void>) {
  const user = userEvent.setup();
  render(
    <ResetPasswordForm
      resetPassword={resetPassword}
      signInLink={<a href="/login">Sign In</a>}
      newLinkLink={<a href="/forgot-password">Request a new reset link</a>}
    />,
  );
  return {
    user,
    password: screen.getByLabelText('New password'),
    confirm: screen.getByLabelText('Confirm new password'),
    button: screen.getByRole('button', { name: 'Set New Password' }),
  };
}

describe('ResetPasswordForm', () => {
  it('wants eight characters first, then the same password twice', async () => {
    const resetPassword = vi.fn(() => Promise.resolve());
    const { user, password, confirm, button } = renderForm(resetPassword);
    await user.type(password, '1234567');
    await user.type(confirm, '7654321');
    await user.click(button);
    expect(screen.getByText(messages.account.passwordTooShort)).toBeInTheDocument();
    expect(screen.queryByText(messages.account.passwordsDoNotMatch)).not.toBeInTheDocument();

    await user.type(password, '8');
    await user.click(button);
    expect(screen.getByText(messages.account.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.queryByText(messages.account.passwordTooShort)).not.toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('offers a new link when the server says this one is no good', async () => {
    const resetPassword = vi.fn(() =>
      Promise.reject(serverError('BAD_REQUEST', 400, messages.auth.resetLinkInvalid)),
    );
    const { user, password, confirm, button } = renderForm(resetPassword);
    await user.type(password, 'brand-new');
    await user.type(confirm, 'brand-new');
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.auth.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeInTheDocument();
  });

  it('confirms the reset and leads to signing in', async () => {
    const resetPassword = vi.fn(() => Promise.resolve());
    const { user, password, confirm, button } = renderForm(resetPassword);
    await user.type(password, 'brand-new');
    await user.type(confirm, 'brand-new');
    await user.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(messages.auth.passwordReset);
    expect(resetPassword).toHaveBeenCalledWith('brand-new');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
