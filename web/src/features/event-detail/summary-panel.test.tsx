import type { EventCounts } from '@partyreel/shared/events/event-view';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryPanel } from './summary-panel.tsx';

afterEach(cleanup);

function counts(overrides: Partial<EventCounts> = {}): EventCounts {
  return {
    eventId: 'e1',
    invited: 0,
    accepted: 0,
    declined: 0,
    pending: 0,
    people: 0,
    link: { code: null, views: 0, accepted: 0, declined: 0, people: 0 },
    unlocked: true,
    lastAnswer: null,
    emails: { queued: 0, sent: 0, failed: 0, delivered: 0, delayed: 0, bounced: 0, complained: 0 },
    opened: { opened: 0, watching: 0 },
    ...overrides,
  };
}

const stat = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('SummaryPanel', () => {
  it('adds the share link’s answers to the personal guests’; pending stays personal', () => {
    render(
      <SummaryPanel
        counts={counts({
          accepted: 4,
          declined: 2,
          pending: 7,
          people: 9,
          link: { code: null, views: 31, accepted: 3, declined: 1, people: 5 },
        })}
      />,
    );
    expect(stat('Accepted')).toBe('7');
    expect(stat('Declined')).toBe('3');
    expect(stat('Pending')).toBe('7');
    expect(stat('People')).toBe('14');
    expect(stat('Anonymous Views')).toBe('31');
  });

  it('shows a host who only shared the link who is coming', () => {
    render(
      <SummaryPanel
        counts={counts({ link: { code: null, views: 2, accepted: 1, declined: 0, people: 3 } })}
      />,
    );
    expect(stat('Accepted')).toBe('1');
    expect(stat('Declined')).toBe('0');
    expect(stat('Pending')).toBe('0');
    expect(stat('People')).toBe('3');
  });
});
