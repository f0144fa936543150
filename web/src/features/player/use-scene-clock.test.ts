import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advance, fakeTimersInEachTest } from '../../test/fake-timers.ts';
import { useSceneClock } from './use-scene-clock.ts';

function music(): HTMLAudioElement {
  const audio = document.createElement('audio');
  audio.setAttribute('src', '/media/music/party.wav');
  return audio;
}

fakeTimersInEachTest();

describe('useSceneClock', () => {
  it('moves its time only while playing', () => {
    const { result } = renderHook(() => useSceneClock({ duration: 10, audio: null }));
    advance(1000);
    expect(result.current.t).toBe(0);
    act(() => result.current.play());
    advance(2000);
    expect(result.current.playing).toBe(true);
    expect(result.current.t).toBeCloseTo(2, 1);
    act(() => result.current.pause());
    const paused = result.current.t;
    advance(3000);
    expect(result.current.t).toBe(paused);
  });

  it('seeks, keeps playing from there, and replays from the start', () => {
    const { result } = renderHook(() => useSceneClock({ duration: 10, audio: null }));
    act(() => result.current.play());
    act(() => result.current.seek(7));
    expect(result.current.t).toBe(7);
    advance(1000);
    expect(result.current.t).toBeCloseTo(8, 1);
    act(() => result.current.replay());
    expect(result.current.t).toBe(0);
    advance(500);
    expect(result.current.t).toBeCloseTo(0.5, 1);
  });

  it('stops at its end and says so once', () => {
    const onEnded = vi.fn();
    const { result } = renderHook(() => useSceneClock({ duration: 3, audio: null, onEnded }));
    act(() => result.current.play());
    advance(5000);
    expect(result.current.t).toBe(3);
    expect(result.current.playing).toBe(false);
    expect(result.current.ended).toBe(true);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('takes the music along: play, pause, seek and the end move it with the clock', async () => {
    const audio = music();
    const play = vi.spyOn(audio, 'play');
    const pause = vi.spyOn(audio, 'pause');
    const { result } = renderHook(() => useSceneClock({ duration: 10, audio }));
    act(() => result.current.seek(4));
    expect(audio.currentTime).toBe(4);
    act(() => result.current.play());
    expect(play).toHaveBeenCalledTimes(1);
    expect(audio.currentTime).toBe(4);
    act(() => result.current.pause());
    expect(pause).toHaveBeenCalled();
    act(() => result.current.play());
    advance(7000);
    expect(audio.paused).toBe(true);
  });

  it('moves the music back when it drifts more than 0.15 s from the clock', () => {
    // A track that plays in real (here: fake) time, as a browser's would.
    const audio = music();
    let position = 0;
    let since = performance.now();
    Object.defineProperty(audio, 'currentTime', {
      get: () => (audio.paused ? position : position + (performance.now() - since) / 1000),
      set: (value: number) => {
        position = value;
        since = performance.now();
      },
    });
    const { result } = renderHook(() => useSceneClock({ duration: 10, audio }));
    act(() => result.current.play());
    advance(2000);
    expect(Math.abs(audio.currentTime - result.current.t)).toBeLessThan(0.15);
    audio.currentTime = 0.5;
    advance(100);
    expect(Math.abs(audio.currentTime - result.current.t)).toBeLessThan(0.15);
  });

  it('runs on silently when the music may not play, and mutes on request', async () => {
    const audio = music();
    vi.spyOn(audio, 'play').mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    const { result } = renderHook(() => useSceneClock({ duration: 10, audio }));
    await act(async () => {
      result.current.play();
      await Promise.resolve();
    });
    expect(result.current.soundBlocked).toBe(true);
    advance(1000);
    expect(result.current.t).toBeCloseTo(1, 1);
    act(() => result.current.setMuted(true));
    expect(audio.muted).toBe(true);
  });
});
