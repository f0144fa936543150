import { describe, expect, it } from 'vitest';
import { routePattern } from '../../e2e/support/route-pattern.ts';

describe('routePattern', () => {
  it('keeps route names and replaces identifiers and codes', () => {
    expect(routePattern('http://127.0.0.1:4000/')).toBe('/');
    expect(routePattern('http://127.0.0.1:4000/login?next=%2Fdashboard#top')).toBe('/login');
    expect(
      routePattern('http://127.0.0.1:4000/event/0b6f5c1e-3f7a-4c53-9d1e-2f9a7c1d5e11/guests'),
    ).toBe('/event/:param/guests');
    expect(routePattern('http://127.0.0.1:4000/invite/aB3_x9Qz-k1P')).toBe('/invite/:param');
    expect(routePattern('http://127.0.0.1:4000/edit-event/42')).toBe('/edit-event/:param');
  });

  it('leaves out what is not a web page', () => {
    expect(routePattern('about:blank')).toBeUndefined();
    expect(routePattern('data:text/html,hi')).toBeUndefined();
    expect(routePattern('not a url')).toBeUndefined();
  });
});
