import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTaskAfter } from './use-task-after.ts';

describe('useTaskAfter', () => {
  it('is false on the first render and true from a render in a later task', async () => {
    const seen: boolean[] = [];
    const { result } = renderHook(() => {
      const due = useTaskAfter(true);
      seen.push(due);
      return due;
    });
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is true from the first render when there is nothing to wait for', () => {
    const seen: boolean[] = [];
    renderHook(() => seen.push(useTaskAfter(false)));
    expect(seen).toEqual([true]);
  });
});
