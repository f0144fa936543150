import { messages } from '@partyreel/shared/messages';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { LandingHero } from './landing-hero.tsx';

afterEach(cleanup);

/** A sign-in the test finishes when it wants, to see what waits for it. */
function deferredSignIn() {
  let finish: () => void = () => {};
  const signIn = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { signIn, finish: () => finish() };
}

async function renderHero(signIn: () => Promise<unknown>) {
  const go = vi.fn();
  const fake = fakeTrpc({ 'payments.price': { amountCents: 499, currency: 'usd', promo: null } });
  await renderWithTrpc(<LandingHero signIn={signIn} go={go} />, fake);
  return { go, user: userEvent.setup() };
}

describe('LandingHero', () => {
  it('promises only what the app does: video invitations are here, not coming soon', async () => {
    await renderHero(vi.fn(() => Promise.resolve()));
    expect(screen.getByText('Animated video invitations')).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('leads with making an invitation and says what it costs; the waitlist is a quiet link', async () => {
    await renderHero(vi.fn(() => Promise.resolve()));
    expect(screen.getByRole('button', { name: 'Create New Event' })).toBeInTheDocument();
    expect(
      await screen.findByText('Free to make and preview. $4.99 per event to send.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the Waitlist' }).className).not.toContain(
      'rounded-full',
    );
    expect(screen.queryByText(/100% off/)).not.toBeInTheDocument();
  });

  it.each([
    ['Halloween Invitations', 'halloween'],
    ['Wizarding Invitations', 'wizarding'],
  ])('%s signs the visitor in first, then opens the template search', async (label, term) => {
    const { signIn, finish } = deferredSignIn();
    const { go, user } = await renderHero(signIn);

    await user.click(screen.getByRole('button', { name: label }));
    expect(signIn).toHaveBeenCalledOnce();
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: label }).getAttribute('aria-busy')).toBe('true');

    finish();
    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledExactlyOnceWith(
        `/create-event-from-template?step=1&search=${term}`,
      ),
    );
  });

  it('searches the templates for what was typed', async () => {
    const signIn = vi.fn(() => Promise.resolve());
    const { go, user } = await renderHero(signIn);
    await user.type(screen.getByLabelText('Search templates'), ' unicorn party {Enter}');

    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledWith('/create-event-from-template?step=1&search=unicorn%20party'),
    );
    expect(signIn.mock.invocationCallOrder[0]).toBeLessThan(go.mock.invocationCallOrder[0] ?? 0);
  });

  it('starts a new event from scratch with Create New Event', async () => {
    const signIn = vi.fn(() => Promise.resolve());
    const { go, user } = await renderHero(signIn);
    await user.click(screen.getByRole('button', { name: 'Create New Event' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/create-event'));
    expect(signIn).toHaveBeenCalledOnce();
  });

  it('shows a dismissible banner and stays put when the anonymous sign-in fails', async () => {
    const signIn = vi.fn(() => Promise.reject(new Error('rate limited')));
    const { go, user } = await renderHero(signIn);
    await user.click(screen.getByRole('button', { name: 'Halloween Invitations' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      messages.landing.anonymousStartFailed,
    );
    expect(go).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Halloween Invitations' }).getAttribute('aria-busy'),
    ).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts only once while a start is under way', async () => {
    const { signIn, finish } = deferredSignIn();
    const { go, user } = await renderHero(signIn);
    await user.click(screen.getByRole('button', { name: 'Create New Event' }));
    await user.click(screen.getByRole('button', { name: 'Wizarding Invitations' }));
    expect(signIn).toHaveBeenCalledOnce();
    finish();
    await vi.waitFor(() => expect(go).toHaveBeenCalledExactlyOnceWith('/create-event'));
  });
});
