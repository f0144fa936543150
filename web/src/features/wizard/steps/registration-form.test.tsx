import { messages } from '@partyreel/shared/messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverError } from '../../../test/server-error.ts';
import { RegistrationForm } from './registration-form.tsx';

afterEach(cleanup);

function renderForm(overrides: Partial<Parameters<typeof RegistrationForm>[0]> = {}) {
  const props = {
    signUp: vi.fn(() => Promise.resolve()),
    logIn: vi.fn(() => Promise.resolve()),
    googleSignIn: vi.fn(() => Promise.resolve()),
    onDone: vi.fn(),
    ...overrides,
  };
  render(<RegistrationForm {...props} />);
  return { user: userEvent.setup(), ...props };
}

describe('RegistrationForm', () => {
  it('signing up needs a display name, an e-mail and a password', async () => {
    const { user, signUp } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText(messages.auth.displayNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.auth.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.auth.passwordRequired)).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('logging in needs no display name, and keeps the e-mail typed before the switch', async () => {
    const { user, logIn, onDone } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'host@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in instead' }));
    expect(screen.queryByLabelText('Display name')).not.toBeInTheDocument();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('host@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(logIn).toHaveBeenCalledWith({ email: 'host@example.com', password: 'secret-1' });
    expect(onDone).toHaveBeenCalled();
  });

  it("shows the server's message, else 'Authentication failed. Please try again.'", async () => {
    const logIn = vi
      .fn()
      .mockRejectedValueOnce(serverError('UNAUTHORIZED', 401, messages.auth.loginFailed))
      .mockRejectedValueOnce(new Error('network down'));
    const { user, onDone } = renderForm({ logIn });
    await user.click(screen.getByRole('button', { name: 'Log in instead' }));
    await user.type(screen.getByLabelText('Email'), 'host@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(messages.auth.loginFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(messages.auth.wizardFailed)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('signs in with Google, as the sign-in page does, and goes on in the wizard', async () => {
    const googleSignIn = vi
      .fn(() => Promise.resolve())
      .mockRejectedValueOnce(new Error('popup closed'));
    const { user, onDone } = renderForm({ googleSignIn });
    await user.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect(await screen.findByText(messages.auth.googleFailed)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Log in instead' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(googleSignIn).toHaveBeenCalledTimes(2);
  });

  it("offers 'Forgot password?' when logging in, in a new tab that leaves the draft here", async () => {
    const { user } = renderForm();
    expect(screen.queryByRole('link', { name: /Forgot password\?/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in instead' }));
    const link = screen.getByRole('link', { name: /Forgot password\?/ });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
