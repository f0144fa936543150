import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, fakeTimersInEachTest } from '../../test/fake-timers.ts';
import { LOADING_PHRASES, LoadingScreen } from './loading-screen.tsx';

fakeTimersInEachTest();

describe('LoadingScreen', () => {
  it('announces a new phrase every 2 seconds in a polite live region', () => {
    render(<LoadingScreen reducedMotion={false} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe(LOADING_PHRASES[0]);
    advance(1999);
    expect(status.textContent).toBe(LOADING_PHRASES[0]);
    advance(1);
    expect(status.textContent).toBe(LOADING_PHRASES[1]);
    advance(2000);
    expect(status.textContent).toBe(LOADING_PHRASES[2]);
  });
});
