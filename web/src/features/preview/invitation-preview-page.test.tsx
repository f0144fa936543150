// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// happy-dom does not fetch the fancy bundle (file loading is off in tests); it need not complain.

import type { TemplateDefinition } from '@partyreel/shared/templates/template-types';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import { INIT_MAX_ATTEMPTS, INIT_RETRY_MS } from '../player/fancy-protocol.ts';
import { SAMPLE_INVITATION } from '../player/sample-invitation.ts';
import { testTemplate } from '../player/test-template.ts';
import { InvitationPreviewPage } from './invitation-preview-page.tsx';
import { PREVIEW_STORAGE_KEY } from './preview-protocol.ts';
import type { PreviewTemplate } from './preview-template.ts';

/** A catalogue template as templates.byId sends it. */
function asSummary(template: TemplateDefinition): PreviewTemplate {
  const { isActive: _active, bundle, ...rest } = template;
  return { ...rest, bundle: bundle ?? null };
}

const origin = window.location.origin;
const poster = asSummary(testTemplate('poster'));
const fancy = asSummary(
  testTemplate('storybook', {
    id: 'test-fancy',
    name: 'Test Fancy',
    variant: 'fancy',
    bundle: { css: '/fancy/test/bundle.css', js: '/fancy/test/bundle.js' },
  }),
);
const payload = { templateId: poster.id, data: SAMPLE_INVITATION };
const title = () => screen.findByRole('heading', { name: SAMPLE_INVITATION.eventTitle ?? '' });

/** The window that opened the preview's tab. */
function fakeOpener() {
  return { closed: false, postMessage: vi.fn() };
}
let opener: ReturnType<typeof fakeOpener> | null;

function renderPage() {
  // templates.byId answers from the catalogue, and NOT_FOUND for any other id, as the server does.
  const { wrapper } = fakeTrpc({
    'templates.byId': ({ id }: { id: string }) =>
      [poster, fancy].find((t) => t.id === id) ??
      serverError('NOT_FOUND', 404, 'Template not found'),
  });
  return render(<InvitationPreviewPage />, { wrapper });
}

function fromWindow(data: unknown, source: unknown, from = origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: from, source: source as Window }),
    );
  });
}

beforeAll(async () => {
  // The player is a lazy chunk: load it once here, so no test waits for it to compile.
  await import('../player/invitation-player.tsx');
});

beforeEach(() => {
  opener = fakeOpener();
  Object.defineProperty(window, 'opener', { configurable: true, get: () => opener });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  Reflect.deleteProperty(window, 'opener');
});

describe('InvitationPreviewPage', () => {
  it('plays what the tab kept before a reload, without asking its opener', async () => {
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(payload));
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading preview…');
    expect(await title()).toBeTruthy();
    expect(screen.getByText('12 Oak Lane, Springfield')).toBeInTheDocument();
    expect(opener?.postMessage).not.toHaveBeenCalled();
  });

  it('shows the host’s message under the invitation, as guests will read it', async () => {
    const withMessage = {
      ...payload,
      hostMessage: { from: 'Mia', text: 'Wear\nsomething yellow!' },
    };
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(withMessage));
    renderPage();
    expect(await title()).toBeTruthy();
    const card = screen.getByText('A message from Mia').closest('figure');
    expect(card).toHaveTextContent('Wear something yellow!');
  });

  it('asks its opener for the invitation, keeps the answer and plays it', async () => {
    renderPage();
    expect(opener?.postMessage).toHaveBeenCalledWith({ type: 'partyreel:preview-request' }, origin);
    fromWindow({ type: 'partyreel:preview-data', ...payload }, opener);
    expect(await title()).toBeTruthy();
    expect(JSON.parse(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY) ?? 'null')).toEqual(
      payload,
    );
  });

  it('ignores answers from another origin, another window or in another shape', async () => {
    vi.useFakeTimers();
    renderPage();
    fromWindow({ type: 'partyreel:preview-data', ...payload }, opener, 'https://elsewhere.example');
    fromWindow({ type: 'partyreel:preview-data', ...payload }, fakeOpener());
    fromWindow({ type: 'partyreel:preview-data', templateId: poster.id, data: 'x' }, opener);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('status').textContent).toBe('Loading preview…');
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });

  it('asks again every 50 ms, and after 200 tries gives up', async () => {
    vi.useFakeTimers();
    renderPage();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(INIT_RETRY_MS * INIT_MAX_ATTEMPTS);
    });
    expect(opener?.postMessage).toHaveBeenCalledTimes(INIT_MAX_ATTEMPTS);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load preview');
  });

  it('says it failed to load the preview when nothing opened it and it kept nothing', () => {
    opener = null;
    renderPage();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load preview');
  });

  it('says the template resources are missing for a template the server does not know', async () => {
    window.sessionStorage.setItem(
      PREVIEW_STORAGE_KEY,
      JSON.stringify({ ...payload, templateId: 'retired-template' }),
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Template resources missing');
  });

  it('runs a fancy template in its sandboxed frame', async () => {
    window.sessionStorage.setItem(
      PREVIEW_STORAGE_KEY,
      JSON.stringify({ ...payload, templateId: fancy.id }),
    );
    renderPage();
    const frame = await screen.findByTitle(`Test Fancy: ${SAMPLE_INVITATION.eventTitle}`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
  });
});
