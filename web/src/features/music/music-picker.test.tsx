import { messages } from '@partyreel/shared/messages';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { MusicPicker } from './music-picker.tsx';
import type { MusicTrack } from './music-track.ts';

function track(id: string, name: string, duration: number): MusicTrack {
  return { id, url: `/media/music/${id}.wav?v=1`, name, artist: 'PartyReel Studio', duration };
}

const tracks = [track('candy-1', 'Sugar Rush', 75), track('candy-2', 'Gumdrop Galop', 32)];

let play: MockInstance<HTMLMediaElement['play']>;

beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play');
  vi.spyOn(HTMLMediaElement.prototype, 'pause');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The audio elements that are sounding now, by source. */
function sounding() {
  const elements = new Set(play.mock.contexts as HTMLMediaElement[]);
  return [...elements].filter((e) => !e.paused).map((e) => e.getAttribute('src'));
}

describe('MusicPicker', () => {
  it('lists each song with its artist and length, and highlights the chosen one', () => {
    render(<MusicPicker tracks={tracks} selectedId="candy-2" onSelect={() => {}} />);
    const sugar = screen.getByRole('radio', { name: /^Sugar Rush/ });
    expect(sugar.closest('label')?.textContent).toContain('PartyReel Studio · 1:15');
    expect((sugar as HTMLInputElement).checked).toBe(false);
    expect(
      (screen.getByRole('radio', { name: /^Gumdrop Galop/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('radio', { name: /^No Music/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('chooses a song, and No Music clears the choice', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { rerender } = render(
      <MusicPicker tracks={tracks} selectedId={null} onSelect={onSelect} />,
    );
    await user.click(screen.getByRole('radio', { name: /^Sugar Rush/ }));
    expect(onSelect).toHaveBeenLastCalledWith(tracks[0]);

    rerender(<MusicPicker tracks={tracks} selectedId="candy-1" onSelect={onSelect} />);
    await user.click(screen.getByRole('radio', { name: /^No Music/ }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  it('previews one song at a time, at half volume', async () => {
    const user = userEvent.setup();
    render(<MusicPicker tracks={tracks} selectedId={null} onSelect={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Play preview of Sugar Rush' }));
    expect(sounding()).toEqual([tracks[0]?.url]);
    expect((play.mock.contexts[0] as HTMLMediaElement).volume).toBe(0.5);
    expect(screen.getByRole('button', { name: 'Pause preview of Sugar Rush' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play preview of Gumdrop Galop' }));
    expect(sounding()).toEqual([tracks[1]?.url]);
    expect(screen.getByRole('button', { name: 'Play preview of Sugar Rush' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause preview of Gumdrop Galop' }));
    expect(sounding()).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Pause preview/ })).not.toBeInTheDocument();
  });

  it('says so when a preview cannot play, and the message can be dismissed', async () => {
    const user = userEvent.setup();
    play.mockRejectedValueOnce(new DOMException('unsupported', 'NotSupportedError'));
    render(<MusicPicker tracks={tracks} selectedId={null} onSelect={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Play preview of Sugar Rush' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.music.previewFailed);
    expect(screen.getByRole('button', { name: 'Play preview of Sugar Rush' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the song file fails to load', async () => {
    const user = userEvent.setup();
    render(<MusicPicker tracks={tracks} selectedId={null} onSelect={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Play preview of Gumdrop Galop' }));
    act(() => {
      (play.mock.contexts[0] as HTMLMediaElement).dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert').textContent).toBe(messages.music.previewFailed);
    expect(sounding()).toEqual([]);
  });

  it('offers only No Music, with the empty text, when the theme has no songs', () => {
    render(<MusicPicker tracks={[]} selectedId={null} onSelect={() => {}} />);
    expect(screen.getByText(messages.music.empty)).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /preview/ })).not.toBeInTheDocument();
  });

  it('stops the preview when the picker goes away', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <MusicPicker tracks={tracks} selectedId={null} onSelect={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Play preview of Sugar Rush' }));
    expect(sounding()).toHaveLength(1);
    unmount();
    expect(sounding()).toEqual([]);
  });
});
