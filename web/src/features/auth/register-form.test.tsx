import { REGISTRATION_REDIRECT_MS } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverError } from '../../test/server-error.ts';
import { RegisterForm, type RegisterFormProps } from './register-form.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderForm(register: RegisterFormProps['register'], onRegistered = vi.fn()) {
  const user = userEvent.setup();
  render(<RegisterForm register={register} onRegistered={onRegistered} />);
  return {
    user,
    onRegistered,
    name: screen.getByLabelText('Display name') as HTMLInputElement,
    email: screen.getByLabelText('Email') as HTMLInputElement,
    password: screen.getByLabelText('Password') as HTMLInputElement,
    button: screen.getByRole('button', { name: 'Create Account' }),
  };
}

describe('RegisterForm', () => {
  it('asks for every field before sending anything', async () => {
    const register = vi.fn(() => Promise.resolve());
    const { user, name, email, password, button } = renderForm(register);
    await user.type(name, '   ');
    await user.click(button);

    expect(screen.getByText(messages.auth.displayNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.auth.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.auth.passwordRequired)).toBeInTheDocument();
    for (const field of [name, email, password]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(name);
    expect(register).not.toHaveBeenCalled();
  });

  it('refuses a malformed address and a short password with the catalogue messages', async () => {
    const register = vi.fn(() => Promise.resolve());
    const { user, name, email, password, button } = renderForm(register);
    await user.type(name, 'Alex');
    await user.type(email, 'alex@example');
    await user.type(password, 'abc-123');
    await user.click(button);

    expect(screen.getByText(messages.auth.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.account.passwordTooShort)).toBeInTheDocument();
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('shows the success message, then moves on after two seconds', async () => {
    const register = vi.fn(() => Promise.resolve());
    const { user, name, email, password, button, onRegistered } = renderForm(register);
    await user.type(name, '  Alex Party ');
    await user.type(email, 'Alex@Example.com');
    await user.type(password, 'secret-12');
    // From here on the clock is ours (user-event's own waiting needs the real one, so: fireEvent).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(button);
    });

    expect(screen.getByText(messages.auth.registered)).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({
      displayName: 'Alex Party',
      email: 'alex@example.com',
      password: 'secret-12',
    });
    act(() => vi.advanceTimersByTime(REGISTRATION_REDIRECT_MS - 1));
    expect(onRegistered).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onRegistered).toHaveBeenCalledOnce();
  });

  it("says 'Failed to register.' when the address is taken, keeping what was typed", async () => {
    const register = vi.fn(() =>
      Promise.reject(serverError('BAD_REQUEST', 400, messages.auth.registerFailed)),
    );
    const { user, name, email, password, button, onRegistered } = renderForm(register);
    await user.type(name, 'Alex');
    await user.type(email, 'taken@example.com');
    await user.type(password, 'secret-12');
    await user.click(button);

    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.registerFailed);
    expect([name.value, email.value, password.value]).toEqual([
      'Alex',
      'taken@example.com',
      'secret-12',
    ]);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("puts the server's field messages on their fields", async () => {
    const register = vi.fn(() =>
      Promise.reject(
        serverError('BAD_REQUEST', 400, messages.auth.emailInvalid, {
          email: [messages.auth.emailInvalid],
        }),
      ),
    );
    const { user, name, email, password, button } = renderForm(register);
    await user.type(name, 'Alex');
    await user.type(email, 'alex@example.com');
    await user.type(password, 'secret-12');
    await user.click(button);

    expect(await screen.findByText(messages.auth.emailInvalid)).toBeInTheDocument();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});
