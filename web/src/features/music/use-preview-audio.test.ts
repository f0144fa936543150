import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { PREVIEW_VOLUME, usePreviewAudio } from './use-preview-audio.ts';

const first = { id: 'candy-1', url: '/media/music/candy-1.wav?v=1' };
const second = { id: 'candy-2', url: '/media/music/candy-2.wav?v=1' };

let play: MockInstance<HTMLMediaElement['play']>;
let pause: MockInstance<HTMLMediaElement['pause']>;

/** What the one audio element is doing, as a listener would hear it. */
function sounding() {
  const element = play.mock.contexts.at(-1) as HTMLAudioElement | undefined;
  return element && !element.paused ? element.getAttribute('src') : null;
}

beforeEach(() => {
  // happy-dom's own play/pause keep `paused` up to date; the spies watch them.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play');
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('usePreviewAudio', () => {
  it('plays a preview at half volume and says when it is playing', async () => {
    const { result } = renderHook(() => usePreviewAudio());
    await act(async () => result.current.toggle(first));

    expect(play).toHaveBeenCalledOnce();
    const element = play.mock.contexts[0] as HTMLAudioElement;
    expect(element.volume).toBe(PREVIEW_VOLUME);
    expect(sounding()).toBe(first.url);
    expect(result.current).toMatchObject({ id: first.id, playing: true, failedId: null });
  });

  it('stops the first preview when another starts, through the same element', async () => {
    const { result } = renderHook(() => usePreviewAudio());
    await act(async () => result.current.toggle(first));
    await act(async () => result.current.toggle(second));

    expect(play).toHaveBeenCalledTimes(2);
    expect(play.mock.contexts[1]).toBe(play.mock.contexts[0]);
    expect(pause).toHaveBeenCalled();
    expect(sounding()).toBe(second.url);
    expect(result.current.id).toBe(second.id);
  });

  it('stops when the playing preview is toggled again', async () => {
    const { result } = renderHook(() => usePreviewAudio());
    await act(async () => result.current.toggle(first));
    await act(async () => result.current.toggle(first));

    expect(sounding()).toBeNull();
    expect(result.current).toMatchObject({ id: null, playing: false });
  });

  it('reports a failure when the browser refuses to play', async () => {
    play.mockRejectedValueOnce(new DOMException('no', 'NotSupportedError'));
    const { result } = renderHook(() => usePreviewAudio());
    await act(async () => result.current.toggle(first));

    expect(result.current).toMatchObject({ id: null, failedId: first.id });
    act(() => result.current.dismissFailure());
    expect(result.current.failedId).toBeNull();
  });

  it('reports a failure when the file cannot be read', async () => {
    const { result } = renderHook(() => usePreviewAudio());
    await act(async () => result.current.toggle(first));
    const element = play.mock.contexts[0] as HTMLAudioElement;
    act(() => {
      element.dispatchEvent(new Event('error'));
    });

    expect(result.current).toMatchObject({ id: null, failedId: first.id });
    expect(sounding()).toBeNull();
  });

  it('ignores a start that the next preview interrupted', async () => {
    let interrupt: (reason: unknown) => void = () => {};
    play.mockImplementationOnce(
      () =>
        new Promise<void>((_, reject) => {
          interrupt = reject;
        }),
    );
    const { result } = renderHook(() => usePreviewAudio());
    act(() => result.current.toggle(first));
    expect(result.current).toMatchObject({ id: first.id, playing: false });
    await act(async () => result.current.toggle(second));
    await act(async () => interrupt(new DOMException('interrupted', 'AbortError')));

    expect(result.current).toMatchObject({ id: second.id, playing: true, failedId: null });
  });

  it('is back to idle when the preview ends', async () => {
    const { result } = renderHook(() => usePreviewAudio());
    await act(async () => result.current.toggle(first));
    act(() => {
      (play.mock.contexts[0] as HTMLAudioElement).dispatchEvent(new Event('ended'));
    });
    expect(result.current.id).toBeNull();
  });

  it('stops and lets the file go on unmount', async () => {
    const { result, unmount } = renderHook(() => usePreviewAudio());
    await act(async () => result.current.toggle(first));
    const element = play.mock.contexts[0] as HTMLAudioElement;
    unmount();

    expect(element.paused).toBe(true);
    expect(element.getAttribute('src')).toBeNull();
  });
});
