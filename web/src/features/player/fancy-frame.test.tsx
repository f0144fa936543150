// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// happy-dom does not fetch the bundle (file loading is off in tests); it need not complain about it.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advance, fakeTimersInEachTest } from '../../test/fake-timers.ts';
import { FancyFrame } from './fancy-frame.tsx';
import { INIT_MAX_ATTEMPTS, INIT_RETRY_MS, PREVIEW_RENDER_DELAY_MS } from './fancy-protocol.ts';
import { SAMPLE_INVITATION } from './sample-invitation.ts';

const template = {
  name: 'Fireworks Gala',
  bundle: {
    css: '/fancy/fancy-fireworks-gala/bundle.css',
    js: '/fancy/fancy-fireworks-gala/bundle.js',
  },
};

function frame(): HTMLIFrameElement {
  return screen.getByTitle(/Fireworks Gala/) as HTMLIFrameElement;
}

function fromFrame(data: unknown, source: unknown = frame().contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source: source as Window }));
  });
}

fakeTimersInEachTest();

describe('FancyFrame', () => {
  it('runs the bundle, addressed with its version, in a frame that may script but is not same-origin', () => {
    render(<FancyFrame template={template} version={3} data={SAMPLE_INVITATION} />);
    expect(screen.queryByTitle(/Fireworks Gala/)).not.toBeInTheDocument();
    advance(PREVIEW_RENDER_DELAY_MS);
    const iframe = frame();
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts');
    const doc = iframe.getAttribute('srcdoc') ?? '';
    const origin = window.location.origin;
    expect(doc).toContain(`href="${origin}/fancy/fancy-fireworks-gala/bundle.css?v=3"`);
    expect(doc).toContain(`src="${origin}/fancy/fancy-fireworks-gala/bundle.js?v=3"`);
  });

  it('hands the invitation over once the frame is ready, and stops once it is drawn', () => {
    render(<FancyFrame template={template} version={1} data={SAMPLE_INVITATION} />);
    advance(PREVIEW_RENDER_DELAY_MS);
    const target = frame().contentWindow;
    if (!target) throw new Error('the frame has no window');
    const post = vi.spyOn(target, 'postMessage').mockImplementation(() => {});
    fromFrame({ type: 'partyreel:ready' });
    expect(post).toHaveBeenCalledWith({ type: 'partyreel:init', data: SAMPLE_INVITATION }, '*');
    fromFrame({ type: 'partyreel:initialized' });
    post.mockClear();
    advance(INIT_RETRY_MS * 10);
    expect(post).not.toHaveBeenCalled();
    expect(frame().style.opacity).toBe('1');
  });

  it('ignores messages from anywhere but its own frame', () => {
    render(<FancyFrame template={template} version={1} data={SAMPLE_INVITATION} />);
    advance(PREVIEW_RENDER_DELAY_MS);
    fromFrame({ type: 'partyreel:error', reason: 'script' }, window);
    fromFrame({ type: 'partyreel:initialized' }, null);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(frame().style.opacity).toBe('0');
  });

  it('retries every 50 ms, and after 200 tries says it failed to initialise', () => {
    render(<FancyFrame template={template} version={1} data={SAMPLE_INVITATION} />);
    advance(PREVIEW_RENDER_DELAY_MS);
    const target = frame().contentWindow;
    if (!target) throw new Error('the frame has no window');
    const post = vi.spyOn(target, 'postMessage').mockImplementation(() => {});
    advance(INIT_RETRY_MS * 10);
    expect(post).toHaveBeenCalledTimes(10);
    advance(INIT_RETRY_MS * INIT_MAX_ATTEMPTS);
    expect(post).toHaveBeenCalledTimes(INIT_MAX_ATTEMPTS);
    expect(screen.getByRole('alert').textContent).toBe('Failed to initialize invitation');
  });

  it("says so when the theme's script does not load", () => {
    render(<FancyFrame template={template} version={1} data={SAMPLE_INVITATION} />);
    advance(PREVIEW_RENDER_DELAY_MS);
    fromFrame({ type: 'partyreel:error', reason: 'script' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load theme script');
  });

  it('says so when the template has no bundle', () => {
    render(<FancyFrame template={{ name: 'Broken' }} version={1} data={SAMPLE_INVITATION} />);
    expect(screen.getByRole('alert').textContent).toBe('Template resources missing');
  });
});
