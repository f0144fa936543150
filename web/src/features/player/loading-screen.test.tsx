import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_PHRASES, LoadingScreen } from './loading-screen.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoadingScreen', () => {
  it('announces a new phrase every 2 seconds in a polite live region', () => {
    render(<LoadingScreen reducedMotion={false} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe(LOADING_PHRASES[0]);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(status.textContent).toBe(LOADING_PHRASES[0]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status.textContent).toBe(LOADING_PHRASES[1]);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(status.textContent).toBe(LOADING_PHRASES[2]);
  });
});
