import { describe, expect, it } from 'vitest';
import { bundleUrl, fancySrcDoc } from './fancy-protocol.ts';

describe('the fancy frame document', () => {
  it('addresses the bundle absolutely, with the version as v', () => {
    expect(bundleUrl('https://partyreel.test', '/fancy/a/bundle.js', 7)).toBe(
      'https://partyreel.test/fancy/a/bundle.js?v=7',
    );
  });

  it('escapes what it writes into the HTML', () => {
    const doc = fancySrcDoc({
      origin: 'https://partyreel.test',
      bundle: { css: '/fancy/a/bundle.css', js: '/fancy/a/bundle.js' },
      version: 1,
      title: '</title><script>alert(1)</script>',
    });
    expect(doc).not.toContain('<script>alert(1)');
    expect(doc).toContain('&#60;/title&#62;');
  });
});
