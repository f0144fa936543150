import { messages } from '@partyreel/shared/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingShowcase, type ShowcaseTemplate } from './landing-showcase.tsx';

afterEach(cleanup);

const templates: ShowcaseTemplate[] = Array.from({ length: 20 }, (_, i) => ({
  id: `template-${i}`,
  name: `Template ${i}`,
  theme: `theme ${i % 15}`,
  thumbnail: `/media/thumbnails/template-${i}.svg`,
}));

type ShowcaseProps = Parameters<typeof LandingShowcase>[0];

const defaults = {
  templates,
  status: 'success' as const,
  retry: () => {},
  retrying: false,
};

function renderShowcase(overrides: Partial<Omit<ShowcaseProps, 'go'>> = {}) {
  const props = {
    signIn: vi.fn(() => Promise.resolve()),
    ...overrides,
    go: vi.fn(),
  };
  render(<LandingShowcase {...defaults} {...props} />);
  return { ...props, user: userEvent.setup() };
}

describe('LandingShowcase', () => {
  it('shows a dozen templates, one per theme, with their lazy thumbnails once the page is drawn', async () => {
    renderShowcase();
    expect(
      screen.getByRole('heading', { name: 'What kind of party are you throwing?' }),
    ).toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('button');
    expect(cards).toHaveLength(12);
    // Not before the page is drawn: the hero comes first.
    expect(within(cards[0] as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
    const image = await within(cards[0] as HTMLElement).findByRole('img');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('src')).toBe('/media/thumbnails/template-0.svg');
  });

  it('signs the visitor in, then starts an event with the template picked', async () => {
    const signIn = vi.fn(() => Promise.resolve());
    const { go, user } = renderShowcase({ signIn });
    await user.click(screen.getByRole('button', { name: 'Template 3' }));
    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledExactlyOnceWith(
        '/create-event-from-template?templateId=template-3',
      ),
    );
    expect(signIn.mock.invocationCallOrder[0]).toBeLessThan(go.mock.invocationCallOrder[0] ?? 0);
  });

  it('opens every template from Browse all', async () => {
    const { go, user } = renderShowcase();
    await user.click(screen.getByRole('button', { name: /Browse all 20 templates/ }));
    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledExactlyOnceWith('/create-event-from-template?step=1'),
    );
  });

  it('shows the banner when the sign-in fails', async () => {
    const { go, user } = renderShowcase({ signIn: vi.fn(() => Promise.reject(new Error('x'))) });
    await user.click(screen.getByRole('button', { name: 'Template 3' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      messages.landing.anonymousStartFailed,
    );
    expect(go).not.toHaveBeenCalled();
  });

  it('says the templates failed to load, with a retry', async () => {
    const retry = vi.fn();
    const { user } = renderShowcase({ templates: undefined, status: 'error', retry });
    expect(screen.getByRole('alert').textContent).toBe(messages.templates.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows placeholders while the templates load', () => {
    renderShowcase({ templates: undefined, status: 'pending' });
    expect(screen.getByRole('status').textContent).toContain('Loading templates');
  });
});
