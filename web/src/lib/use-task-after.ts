import { useEffect, useState } from 'react';

/**
 * False on the first render and true from a render in a later task (after the browser has had a
 * frame), when `wait` is true; true from the start when it is not. A page puts part of itself off
 * with it, so that its first render and layout are two shorter tasks instead of one long one that
 * keeps a tap waiting (docs/decisions/073).
 */
export function useTaskAfter(wait: boolean): boolean {
  const [due, setDue] = useState(!wait);
  useEffect(() => {
    if (due) return;
    const timer = setTimeout(() => setDue(true), 0);
    return () => clearTimeout(timer);
  }, [due]);
  return due;
}
