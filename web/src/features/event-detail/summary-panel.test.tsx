import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyCounts } from '../host-event/test-event.ts';
import { SummaryPanel } from './summary-panel.tsx';

afterEach(cleanup);

const stat = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('SummaryPanel', () => {
  it('adds the share link’s answers to the personal guests’, Maybe apart; pending stays personal', () => {
    render(
      <SummaryPanel
        counts={emptyCounts({
          accepted: 4,
          maybe: 1,
          declined: 2,
          pending: 7,
          people: 9,
          maybePeople: 2,
          link: {
            code: null,
            views: 31,
            accepted: 3,
            maybe: 2,
            declined: 1,
            people: 5,
            maybePeople: 3,
            waitlisted: 0,
            waitlistedPeople: 0,
          },
        })}
      />,
    );
    expect(stat('Accepted')).toBe('7');
    expect(stat('Maybe')).toBe('3');
    expect(stat('Declined')).toBe('3');
    expect(stat('Pending')).toBe('7');
    expect(stat('People')).toBe('14');
    expect(stat('Anonymous Views')).toBe('31');
  });

  it('shows a host who only shared the link who is coming', () => {
    render(
      <SummaryPanel
        counts={emptyCounts({
          link: {
            code: null,
            views: 2,
            accepted: 1,
            maybe: 0,
            declined: 0,
            people: 3,
            maybePeople: 0,
            waitlisted: 0,
            waitlistedPeople: 0,
          },
        })}
      />,
    );
    expect(stat('Accepted')).toBe('1');
    expect(stat('Declined')).toBe('0');
    expect(stat('Pending')).toBe('0');
    expect(stat('People')).toBe('3');
  });
});
