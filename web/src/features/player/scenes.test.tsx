import { SCENE_LAYOUTS } from '@partyreel/shared/templates/template-types';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvitationData } from './invitation-data.ts';
import { SAMPLE_INVITATION } from './sample-invitation.ts';
import { loadScenes, testTemplate } from './test-template.ts';

const SCENES = await loadScenes();

afterEach(cleanup);

const full: InvitationData = {
  ...SAMPLE_INVITATION,
  recipientName: 'Maya',
  mainImageUrl: '/media/uploads/host.jpg',
  eventVideoUrl: '/media/uploads/host.mp4',
};

function renderFinal(layout: (typeof SCENE_LAYOUTS)[number], data: InvitationData) {
  const { Scene, duration } = SCENES[layout];
  return render(
    <Scene
      template={testTemplate(layout)}
      data={data}
      t={duration}
      playing={false}
      reducedMotion={false}
    />,
  );
}

/** Text a screen reader reaches: present, and not inside anything hidden from it. */
function readable(text: string): HTMLElement {
  const element = screen.getByText(text);
  expect(element.closest('[aria-hidden="true"]')).toBeNull();
  return element;
}

describe.each(SCENE_LAYOUTS)('the %s scene at rest', (layout) => {
  it('shows every detail as real, readable text', () => {
    renderFinal(layout, full);
    expect(screen.getByRole('article', { name: "Maya's 7th Birthday Bash" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Maya's 7th Birthday Bash" })).toBeInTheDocument();
    readable("Maya, you're invited!");
    readable('SATURDAY, MARCH 14TH');
    readable('7:00 PM – 10:00 PM');
    readable('12 Oak Lane, Springfield');
    expect(screen.getByRole('img', { name: 'From the host' }).getAttribute('src')).toBe(
      '/media/uploads/host.jpg',
    );
    const video = screen.getByLabelText('Video from the host') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.getAttribute('src')).toBe('/media/uploads/host.mp4');
  });

  it('greets no one by name when the guest has only a generic greeting', () => {
    renderFinal(layout, { ...full, recipientName: '' });
    readable("You're invited!");
    expect(screen.queryByText(/, you're invited!/)).not.toBeInTheDocument();
  });

  it('leaves out what is missing and names an untitled event', () => {
    renderFinal(layout, {
      ...full,
      eventTitle: null,
      eTime: null,
      mainImageUrl: null,
      eventVideoUrl: '',
    });
    expect(screen.getByRole('heading', { name: 'Untitled Event' })).toBeInTheDocument();
    readable('7:00 PM');
    expect(screen.queryByText(/–/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'From the host' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Video from the host')).not.toBeInTheDocument();
  });
});
