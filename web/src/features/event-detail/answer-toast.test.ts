import { describe, expect, it } from 'vitest';
import { emptyCounts } from '../host-event/test-event.ts';
import { answerToastText, sameAnswer } from './answer-toast.ts';

const base = {
  invitationId: 'i1',
  name: 'Ana',
  peopleCount: 3,
  note: null,
  at: '2026-03-01T10:00:00Z',
};

describe('answerToastText', () => {
  it('says who accepted and how many come', () => {
    expect(answerToastText({ ...base, response: 'accepted' })).toBe('Ana accepted (3 people)');
    expect(answerToastText({ ...base, response: 'accepted', peopleCount: 1 })).toBe(
      'Ana accepted (1 person)',
    );
  });

  it('says who said maybe and how many might come', () => {
    expect(answerToastText({ ...base, response: 'maybe' })).toBe('Ana said maybe (3 people)');
    expect(answerToastText({ ...base, response: 'maybe', peopleCount: 1 })).toBe(
      'Ana said maybe (1 person)',
    );
  });

  it('adds the guest’s note, quoted', () => {
    expect(answerToastText({ ...base, response: 'maybe', note: 'Allergic to nuts' })).toBe(
      'Ana said maybe (3 people): “Allergic to nuts”',
    );
  });

  it('says who declined', () => {
    expect(answerToastText({ ...base, response: 'declined' })).toBe('Ana declined');
  });

  it('says who joined the waitlist, and when a decline frees places while guests wait', () => {
    expect(answerToastText({ ...base, response: 'waitlisted', peopleCount: 2 })).toBe(
      'Ana joined the waitlist (2 people)',
    );
    const full = emptyCounts({ capacity: 4, people: 4, waitlisted: 1 });
    const freed = emptyCounts({ capacity: 4, people: 2, waitlisted: 2 });
    expect(answerToastText({ ...base, response: 'declined' }, full)).toBe('Ana declined');
    expect(answerToastText({ ...base, response: 'declined' }, freed)).toBe(
      'Ana declined. 2 places are free, and 2 guests are on the waitlist.',
    );
    // An Accepted takes places; it frees none.
    expect(answerToastText({ ...base, response: 'accepted', peopleCount: 1 }, freed)).toBe(
      'Ana accepted (1 person)',
    );
    expect(
      answerToastText(
        { ...base, response: 'maybe' },
        emptyCounts({ capacity: 4, people: 3, waitlisted: 1 }),
      ),
    ).toBe('Ana said maybe (3 people). A place is free, and 1 guest is on the waitlist.');
  });

  it('names the nameless', () => {
    expect(answerToastText({ ...base, name: ' ', response: 'declined' })).toBe('Guest declined');
    expect(
      answerToastText({
        ...base,
        invitationId: null,
        name: '',
        response: 'accepted',
        peopleCount: 2,
      }),
    ).toBe('A guest via link accepted (2 people)');
  });

  it('names a share-link guest by the first name they gave, and says it came through the link', () => {
    expect(
      answerToastText({ ...base, invitationId: null, name: 'Zoe', response: 'declined' }),
    ).toBe('Zoe (via link) declined');
    expect(
      answerToastText({
        ...base,
        invitationId: null,
        name: 'Zoe',
        response: 'maybe',
        peopleCount: 2,
        note: 'Depends on the babysitter',
      }),
    ).toBe('Zoe (via link) said maybe (2 people): “Depends on the babysitter”');
  });
});

describe('sameAnswer', () => {
  it('tells a new answer from the one already seen', () => {
    const a = { ...base, response: 'accepted' as const };
    expect(sameAnswer(a, { ...a })).toBe(true);
    expect(sameAnswer(a, { ...a, at: '2026-03-01T10:00:01Z' })).toBe(false);
    expect(sameAnswer(null, a)).toBe(false);
    expect(sameAnswer(null, null)).toBe(true);
  });
});
