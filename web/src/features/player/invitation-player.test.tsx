import type { SceneLayout } from '@partyreel/shared/templates/template-types';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationData } from './invitation-data.ts';
import { InvitationPlayer, type InvitationPlayerProps } from './invitation-player.tsx';
import { SAMPLE_INVITATION } from './sample-invitation.ts';
import { loadScenes, testTemplate } from './test-template.ts';
import { MAX_LOADING_MS } from './use-invitation-assets.ts';

const scenes = await loadScenes();

function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

async function finishLoading() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(MAX_LOADING_MS);
  });
}

/** The player for one scene layout, as the invitation page draws it. */
function renderPlayer(
  layout: SceneLayout,
  data: InvitationData = SAMPLE_INVITATION,
  props: Partial<InvitationPlayerProps> = {},
) {
  return render(
    <InvitationPlayer
      template={testTemplate(layout)}
      scene={scenes[layout]}
      data={data}
      {...props}
    />,
  );
}

const greeting = () => screen.getByText("Sam, you're invited!");

beforeEach(() => {
  vi.useFakeTimers();
  prefersReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('InvitationPlayer', () => {
  it('shows the poster with every detail at once, while a loading line plays', async () => {
    renderPlayer('poster');
    expect(screen.getByRole('status').textContent).toBe('Shaking up the confetti…');
    expect(screen.getByRole('heading', { name: "Maya's 7th Birthday Bash" })).toBeInTheDocument();
    expect(greeting().style.opacity).toBe('1');
    expect(screen.getByText('7:00 PM – 10:00 PM')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Play' }) as HTMLButtonElement).disabled).toBe(true);

    await finishLoading();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open invitation' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    // The scene starts from its first frame: the greeting has not slid in yet.
    expect(greeting().style.opacity).toBe('0');
  });

  it('plays on its own after loading when asked to, and reports its end', async () => {
    const onFinished = vi.fn();
    renderPlayer('envelope', SAMPLE_INVITATION, { autoPlay: true, onFinished });
    await finishLoading();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(13_000);
    });
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // 13 s of frames drawn one by one: seconds on a busy machine.
  }, 20_000);

  it('has a keyboard slider for the progress that moves the scene', async () => {
    renderPlayer('poster');
    await finishLoading();
    const slider = screen.getByRole('slider', { name: 'Progress' }) as HTMLInputElement;
    expect(slider.getAttribute('aria-valuetext')).toBe('0:00 of 0:12');
    fireEvent.change(slider, { target: { value: '5' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('0:05 of 0:12');
    expect(greeting().style.opacity).toBe('1');
  });

  it('with reduced motion, shows the calm last frame even while playing', async () => {
    prefersReducedMotion(true);
    renderPlayer('poster');
    await finishLoading();
    fireEvent.click(screen.getByRole('button', { name: 'Open invitation' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(greeting().style.opacity).toBe('1');
    expect(screen.getByText('12 Oak Lane, Springfield')).toBeInTheDocument();
  });

  it('offers mute only with music, and stops the music when it leaves the page', async () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause');
    const { unmount, container } = renderPlayer('spotlight', {
      ...SAMPLE_INVITATION,
      musicUrl: '/media/music/party.wav',
    });
    await finishLoading();
    fireEvent.click(screen.getByRole('button', { name: 'Open invitation' }));
    const audio = container.querySelector('audio');
    expect(audio?.paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(audio?.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    pause.mockClear();
    unmount();
    expect(pause).toHaveBeenCalled();
    expect(audio?.paused).toBe(true);
  });

  it('keeps its music and video through StrictMode remounts, and lets go of them at the end', () => {
    const data = {
      ...SAMPLE_INVITATION,
      musicUrl: '/media/music/party.wav',
      eventVideoUrl: '/media/uploads/host.mp4',
    };
    const { container, unmount } = render(
      <StrictMode>
        <InvitationPlayer
          template={testTemplate('countdown')}
          scene={scenes.countdown}
          data={data}
        />
      </StrictMode>,
    );
    const audio = container.querySelector('audio');
    const video = container.querySelector('video');
    expect(audio?.getAttribute('src')).toBe('/media/music/party.wav');
    expect(video?.getAttribute('src')).toBe('/media/uploads/host.mp4');
    unmount();
    expect(audio?.getAttribute('src')).toBeNull();
    expect(video?.getAttribute('src')).toBeNull();
  });

  it('has no mute button without music', async () => {
    renderPlayer('arcade');
    await finishLoading();
    expect(screen.queryByRole('button', { name: 'Mute' })).not.toBeInTheDocument();
  });
});
