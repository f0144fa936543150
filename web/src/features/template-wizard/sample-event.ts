import { buildCustomData } from '@partyreel/shared/format/custom-data';
import type { MusicTrack } from '../music/music-track.ts';
import type { InvitationData } from '../player/invitation-data.ts';

/**
 * What a template previews with before the host has typed anything: a believable party, a month
 * from today, so the host sees every detail in place. `track` is the song the host picked.
 */
export function sampleInvitation(track: MusicTrack | null, today = new Date()): InvitationData {
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth() + 1, 14));
  return buildCustomData({
    title: 'Your Party',
    location: '12 Oak Lane, Springfield',
    eventDate: date.toISOString().slice(0, 10),
    startTime: '15:00',
    endTime: '18:00',
    imageUrl: null,
    videoUrl: null,
    music: track ? { id: track.id, url: track.url, name: track.name } : null,
  });
}
