import { describe, expect, it } from 'vitest';
import {
  clockTime,
  formatClock,
  initialClock,
  musicVolumeAt,
  pauseClock,
  playbackDuration,
  playClock,
  resizeClock,
  seekClock,
} from './scene-clock.ts';

describe('the scene clock, as data', () => {
  it('runs with the wall clock while playing and stops at its end', () => {
    const playing = playClock(initialClock(10), 1000);
    expect(clockTime(playing, 1000)).toBe(0);
    expect(clockTime(playing, 3500)).toBe(2.5);
    expect(clockTime(playing, 60_000)).toBe(10);
  });

  it('holds its time while paused and resumes from it', () => {
    const paused = pauseClock(playClock(initialClock(10), 0), 4000);
    expect(clockTime(paused, 9000)).toBe(4);
    const resumed = playClock(paused, 9000);
    expect(clockTime(resumed, 10_000)).toBe(5);
  });

  it('seeks within its length, playing on if it was', () => {
    const playing = playClock(initialClock(10), 0);
    const moved = seekClock(playing, 7, 2000);
    expect(clockTime(moved, 3000)).toBe(8);
    expect(clockTime(seekClock(initialClock(10), 99, 0), 0)).toBe(10);
    expect(clockTime(seekClock(initialClock(10), -5, 0), 0)).toBe(0);
  });

  it('plays from the start again once it has reached the end', () => {
    const atEnd = seekClock(initialClock(10), 10, 0);
    expect(clockTime(playClock(atEnd, 0), 1000)).toBe(1);
  });

  it('keeps its time when its length changes', () => {
    const playing = playClock(initialClock(10), 0);
    const longer = resizeClock(playing, 30, 4000);
    expect(clockTime(longer, 4000)).toBe(4);
    expect(clockTime(longer, 24_000)).toBe(24);
  });

  it('lasts the scene, or the music when longer, up to a cap', () => {
    expect(playbackDuration(12, null)).toBe(12);
    expect(playbackDuration(12, 8)).toBe(12);
    expect(playbackDuration(12, 30)).toBe(30);
    expect(playbackDuration(12, 300)).toBe(45);
    expect(playbackDuration(12, Number.NaN)).toBe(12);
  });

  it('fades the music out over the last two seconds', () => {
    expect(musicVolumeAt(0, 20)).toBe(1);
    expect(musicVolumeAt(19, 20)).toBe(0.5);
    expect(musicVolumeAt(20, 20)).toBe(0);
  });

  it('says times as m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5.9)).toBe('0:05');
    expect(formatClock(75)).toBe('1:15');
  });
});
