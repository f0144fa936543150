import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearGuestCache, seed, update, useLoaded } from './guest-cache.ts';

afterEach(() => {
  cleanup();
  clearGuestCache();
});

describe('useLoaded', () => {
  it('reads a seeded answer without asking, and shows a change made in place', () => {
    seed('invite.load|abc|', { answer: null });
    const load = vi.fn(async () => ({ answer: null }));
    const { result } = renderHook(() =>
      useLoaded<{ answer: string | null }>('invite.load|abc|', load),
    );
    expect(result.current).toEqual({ status: 'success', data: { answer: null } });
    act(() => update<{ answer: string | null }>('invite.load|abc|', () => ({ answer: 'yes' })));
    expect(result.current).toEqual({ status: 'success', data: { answer: 'yes' } });
    expect(load).not.toHaveBeenCalled();
  });

  it('asks once for two readers of one key, and nothing for a null key', async () => {
    const load = vi.fn(async () => 42);
    const first = renderHook(() => useLoaded('k', load));
    const second = renderHook(() => useLoaded('k', load));
    const none = renderHook(() => useLoaded(null, load));
    expect(first.result.current).toEqual({ status: 'pending' });
    await waitFor(() => expect(second.result.current).toEqual({ status: 'success', data: 42 }));
    expect(first.result.current).toEqual({ status: 'success', data: 42 });
    expect(none.result.current).toEqual({ status: 'pending' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure for its reader, and the next page that reads the key asks again', async () => {
    const failure = new Error('down');
    const load = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('back');
    const first = renderHook(() => useLoaded('k', load));
    await waitFor(() => expect(first.result.current).toEqual({ status: 'error', error: failure }));
    first.unmount();
    const next = renderHook(() => useLoaded('k', load));
    await waitFor(() => expect(next.result.current).toEqual({ status: 'success', data: 'back' }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
