import { messages } from '@partyreel/shared/messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileForm } from './profile-form.tsx';

afterEach(cleanup);

function renderForm(updateProfile: (displayName: string) => Promise<void>) {
  const user = userEvent.setup();
  render(<ProfileForm displayName="Pat" email="pat@example.com" updateProfile={updateProfile} />);
  return {
    user,
    name: screen.getByLabelText('Display name') as HTMLInputElement,
    email: screen.getByLabelText('Email') as HTMLInputElement,
    button: screen.getByRole('button', { name: 'Update Profile' }),
  };
}

describe('ProfileForm', () => {
  it('shows the email read-only and keeps Update disabled until the name changes', async () => {
    const { user, name, email, button } = renderForm(vi.fn(() => Promise.resolve()));
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe('pat@example.com');
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.type(name, 'ricia');
    expect(button.hasAttribute('disabled')).toBe(false);
    await user.clear(name);
    await user.type(name, 'Pat ');
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('refuses a blank name', async () => {
    const updateProfile = vi.fn(() => Promise.resolve());
    const { user, name, button } = renderForm(updateProfile);
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(button);
    expect(screen.getByText(messages.auth.displayNameRequired)).toBeInTheDocument();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('saves the trimmed name and says so', async () => {
    const updateProfile = vi.fn(() => Promise.resolve());
    const { user, name, button } = renderForm(updateProfile);
    await user.clear(name);
    await user.type(name, '  Patricia ');
    await user.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(messages.account.profileUpdated);
    expect(updateProfile).toHaveBeenCalledWith('Patricia');
  });

  it("says 'Failed to update profile' and keeps the name when saving fails", async () => {
    const { user, name, button } = renderForm(vi.fn(() => Promise.reject(new Error('down'))));
    await user.clear(name);
    await user.type(name, 'Patricia');
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.profileFailed);
    expect(name.value).toBe('Patricia');
  });
});
