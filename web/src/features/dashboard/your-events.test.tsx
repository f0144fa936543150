import { messages } from '@partyreel/shared/messages';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test/render-in-router.tsx';
import type { DashboardEvent } from './dashboard-event.ts';
import { YourEvents } from './your-events.tsx';

afterEach(cleanup);

const events: DashboardEvent[] = [
  {
    id: '3f6c2a1e-1111-4000-8000-000000000001',
    title: "Mia's 7th Birthday",
    eventDate: '2026-03-14',
    startTime: '14:00:00',
    accepted: 12,
    maybe: 5,
    declined: 3,
  },
  {
    id: '3f6c2a1e-2222-4000-8000-000000000002',
    title: 'Pool Party',
    eventDate: null,
    startTime: null,
    accepted: 0,
    maybe: 0,
    declined: 1,
  },
];

const idle = { retry: () => {}, retrying: false };

describe('YourEvents', () => {
  it('lists each event with its date and answers, each a link to its page', async () => {
    await renderInRouter(<YourEvents events={events} status="success" {...idle} />);
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Event Name', 'Date', 'Accepted', 'Maybe', 'Declined']);

    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sat, Mar 14, 20262:00 PM', '12', '5', '3']);
    expect(first?.textContent).toContain('Sat, Mar 14, 2026');
    expect(first?.textContent).toContain('2:00 PM');
    expect(second?.textContent).toContain('No date');
    const link = within(first as HTMLElement).getByRole('link', { name: "Mia's 7th Birthday" });
    expect(link.getAttribute('href')).toBe(`/event/${events[0]?.id}`);
  });

  it('opens the event when Enter is pressed on its focused row link', async () => {
    const { router } = await renderInRouter(
      <YourEvents events={events} status="success" {...idle} />,
    );
    const user = userEvent.setup();
    const table = screen.getByRole('table');
    within(table).getByRole('link', { name: 'Pool Party' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/event/${events[1]?.id}`));
  });

  it('shows the empty state with the way to a first event', async () => {
    await renderInRouter(<YourEvents events={[]} status="success" {...idle} />);
    expect(screen.getByText(messages.events.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Event' })).toBeInTheDocument();
  });

  it('says the events failed to load and retries on request', async () => {
    const retry = vi.fn();
    await renderInRouter(
      <YourEvents events={undefined} status="error" retry={retry} retrying={false} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(messages.events.loadFailed);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says it is loading before the events arrive', async () => {
    await renderInRouter(<YourEvents events={undefined} status="pending" {...idle} />);
    expect(screen.getByRole('status').textContent).toContain('Loading your events');
  });
});
