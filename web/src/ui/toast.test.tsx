import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, toast } from './toast.tsx';

// One module state for the file: sonner loads once, with the first toast, as in the app.
describe('lazy sonner', () => {
  it('mounts no toaster before the first toast, then shows it and what came before it loaded', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    expect(toast.getToasts()).toEqual([]);

    let first: string | number = '';
    act(() => {
      first = toast.error('The party hit a snag');
      toast.success('Saved', { id: 'saved' });
    });
    expect(first).toMatch(/^toast-/);

    await screen.findByText('The party hit a snag');
    await screen.findByText('Saved');
    expect(toast.getToasts().map((shown) => shown.id)).toEqual([first, 'saved']);
  });

  it('passes calls straight to sonner once loaded', async () => {
    render(<Toaster />);
    let id: string | number = '';
    act(() => {
      id = toast('Link copied');
    });
    await screen.findByText('Link copied');
    expect(toast.getToasts().some((shown) => shown.id === id)).toBe(true);
  });
});
