import { describe, expect, it } from 'vitest';
import { blockForInterfaceFaces } from './preload-fonts.ts';

const FACE = `@font-face {
  font-family: 'Nunito Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 200 1000;
}`;

/** The plugin's transform, called as Vite calls it, with `this.error` throwing. */
function transform(code: string, id: string) {
  const plugin = blockForInterfaceFaces();
  const hook = plugin.transform as (this: unknown, code: string, id: string) => unknown;
  return hook.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    code,
    id,
  );
}

describe('blockForInterfaceFaces', () => {
  it("makes the interface faces' words wait for their face", () => {
    for (const face of ['nunito', 'fredoka']) {
      const id = `/repo/node_modules/@fontsource-variable/${face}/index.css`;
      const result = transform(FACE, id) as { code: string };
      expect(result.code).toContain('font-display: block;');
      expect(result.code).not.toContain('swap');
    }
  });

  it('leaves every other stylesheet alone, a template face among them', () => {
    expect(
      transform(FACE, '/repo/node_modules/@fontsource-variable/orbitron/index.css'),
    ).toBeNull();
    expect(transform(FACE, '/repo/web/src/styles.css')).toBeNull();
  });

  it('fails the build when the package no longer says swap, rather than leave it unchanged', () => {
    const id = '/repo/node_modules/@fontsource-variable/nunito/index.css';
    expect(() => transform(FACE.replace('swap', 'fallback'), id)).toThrow(/font-display: swap/);
  });
});
