import { describe, expect, it } from 'vitest';
import { buildCustomData, type CustomDataEvent } from './custom-data.ts';

const event: CustomDataEvent = {
  title: "Mia's Candy Land Birthday",
  location: ' 12 Gumdrop Lane, Springfield ',
  eventDate: '2026-03-14',
  startTime: '14:00:00',
  endTime: '16:30',
  imageUrl: '/media/uploads/mia.jpg',
  videoUrl: '/media/uploads/mia.mp4',
  music: { id: 'candy-1', url: '/music/candy-1.mp3', name: 'Sugar Rush' },
};

describe('buildCustomData', () => {
  it('builds every customData field with the display rules applied', () => {
    expect(
      buildCustomData(event, {
        name: 'Sam Jones',
        invitationId: 'inv-1',
        rsvpYesUrl: '/invite/abc?answer=yes',
        rsvpNoUrl: '/invite/abc?answer=no',
      }),
    ).toEqual({
      eventTitle: "Mia's Candy Land Birthday",
      address: '12 Gumdrop Lane, Springfield',
      sTime: '2:00 PM',
      eTime: '4:30 PM',
      eventDate: 'SATURDAY, MARCH 14TH',
      mainImageUrl: '/media/uploads/mia.jpg',
      eventVideoUrl: '/media/uploads/mia.mp4',
      musicId: 'candy-1',
      musicUrl: '/music/candy-1.mp3',
      musicName: 'Sugar Rush',
      rsvp_n: '/invite/abc?answer=no',
      rsvp_y: '/invite/abc?answer=yes',
      recipientName: 'Sam',
      invitationId: 'inv-1',
    });
  });

  it('falls back for an empty event and no guest (a preview)', () => {
    expect(
      buildCustomData({
        title: '  ',
        location: null,
        eventDate: null,
        startTime: null,
        endTime: null,
        imageUrl: null,
        videoUrl: null,
        music: null,
      }),
    ).toEqual({
      eventTitle: 'Untitled Event',
      address: '',
      sTime: '',
      eTime: '',
      eventDate: '',
      mainImageUrl: '',
      eventVideoUrl: '',
      musicId: '',
      musicUrl: '',
      musicName: '',
      rsvp_n: '',
      rsvp_y: '',
      recipientName: '',
      invitationId: '',
    });
  });

  it('blanks a generic greeting and keeps an out-of-range time as given', () => {
    const data = buildCustomData(
      { ...event, startTime: '25:00', endTime: '18:61' },
      { name: 'Friends', invitationId: 'inv-2' },
    );
    expect(data.recipientName).toBe('');
    expect(data.sTime).toBe('25:00');
    expect(data.eTime).toBe('18:61');
    expect(data.invitationId).toBe('inv-2');
  });
});
