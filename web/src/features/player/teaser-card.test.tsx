import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeaserCard } from './teaser-card.tsx';
import { testTemplate } from './test-template.ts';

afterEach(cleanup);

describe('TeaserCard', () => {
  it('says the invitation is too magical for here and opens the full preview', () => {
    const onOpen = vi.fn();
    render(
      <TeaserCard template={testTemplate('spotlight', { variant: 'teaser' })} onOpen={onOpen} />,
    );
    expect(
      screen.getByRole('heading', { name: 'This invitation is too magical to display here' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Open full preview/ }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
