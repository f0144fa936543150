import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, fakeTimersInEachTest } from '../../test/fake-timers.ts';
import { backgroundsFor, paletteBackgrounds } from './backgrounds.ts';
import { RotatingBackground } from './rotating-background.tsx';
import { testTemplate } from './test-template.ts';

fakeTimersInEachTest();

const active = (container: HTMLElement) =>
  container.querySelector('[data-active="true"]')?.getAttribute('data-background');

describe('RotatingBackground', () => {
  it('changes to the next of its 3 backgrounds every 10 seconds, and round again', () => {
    const { container } = render(
      <RotatingBackground
        backgrounds={backgroundsFor(testTemplate('poster').palette)}
        reducedMotion={false}
      />,
    );
    expect(container.querySelectorAll('[data-background]')).toHaveLength(3);
    expect(active(container)).toBe('0');
    advance(9999);
    expect(active(container)).toBe('0');
    advance(1);
    expect(active(container)).toBe('1');
    advance(20_000);
    expect(active(container)).toBe('0');
  });

  it('uses the images it is given, or three backgrounds drawn from the palette', () => {
    const palette = testTemplate('poster').palette;
    expect(backgroundsFor(palette)).toEqual(paletteBackgrounds(palette));
    const images = backgroundsFor(palette, ['/a.jpg', '/b.jpg', '/c.jpg']);
    expect(images[1]).toContain('url("/b.jpg")');
  });
});
