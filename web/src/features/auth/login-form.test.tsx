import { messages } from '@partyreel/shared/messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverError } from '../../test/server-error.ts';
import { LoginForm, type LoginFormProps } from './login-form.tsx';

afterEach(cleanup);

function renderForm(login: LoginFormProps['login']) {
  const user = userEvent.setup();
  render(<LoginForm login={login} />);
  return {
    user,
    email: screen.getByLabelText('Email') as HTMLInputElement,
    password: screen.getByLabelText('Password') as HTMLInputElement,
    button: screen.getByRole('button', { name: 'Sign In' }),
  };
}

describe('LoginForm', () => {
  it('keeps Sign In disabled until both the email and the password are filled', async () => {
    const login = vi.fn(() => Promise.resolve());
    const { user, email, password, button } = renderForm(login);
    expect(button.hasAttribute('disabled')).toBe(true);

    await user.type(email, 'host@example.com');
    expect(button.hasAttribute('disabled')).toBe(true);

    await user.type(password, 'secret1');
    expect(button.hasAttribute('disabled')).toBe(false);

    await user.clear(email);
    await user.type(email, '   ');
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it("says 'Failed to login.' when the server refuses, and keeps what was typed", async () => {
    const login = vi.fn(() =>
      Promise.reject(serverError('UNAUTHORIZED', 401, messages.auth.loginFailed)),
    );
    const { user, email, password, button } = renderForm(login);
    await user.type(email, 'Host@Example.com');
    await user.type(password, 'wrong-password');
    await user.click(button);

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to login.');
    expect(login).toHaveBeenCalledWith({ email: 'host@example.com', password: 'wrong-password' });
    expect(email.value).toBe('Host@Example.com');
    expect(password.value).toBe('wrong-password');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it("says 'Failed to login.' when the network fails", async () => {
    const login = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, email, password, button } = renderForm(login);
    await user.type(email, 'host@example.com');
    await user.type(password, 'secret1');
    await user.click(button);

    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.loginFailed);
  });

  it('flags a malformed address without asking the server', async () => {
    const login = vi.fn(() => Promise.resolve());
    const { user, email, password, button } = renderForm(login);
    await user.type(email, 'host.example.com');
    await user.type(password, 'secret1');
    await user.click(button);

    expect(screen.getByText(messages.auth.emailInvalid)).toBeInTheDocument();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(login).not.toHaveBeenCalled();
  });

  it('shows that it is signing in and does not send twice', async () => {
    const login = vi.fn(() => new Promise<void>(() => {}));
    const { user, email, password, button } = renderForm(login);
    await user.type(email, 'host@example.com');
    await user.type(password, 'secret1');
    await user.click(button);
    await user.click(button);

    expect(screen.getByRole('button', { name: 'Signing in…' }).hasAttribute('disabled')).toBe(true);
    expect(login).toHaveBeenCalledOnce();
  });
});
