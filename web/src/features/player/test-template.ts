import type { SceneLayout, TemplateDefinition } from '@partyreel/shared/templates/template-types';

/** A template for tests, independent of the catalogue's contents. */
export function testTemplate(
  layout: SceneLayout,
  overrides: Partial<TemplateDefinition> = {},
): TemplateDefinition {
  return {
    id: `test-${layout}`,
    slug: `test-${layout}`,
    name: `Test ${layout}`,
    description: 'A template for tests.',
    theme: 'candy',
    searchTerms: [],
    thumbnail: `/thumbnails/test-${layout}.svg`,
    palette: {
      background: '#ffe3ef',
      surface: '#ffffff',
      primary: '#c2255c',
      accent: '#1098ad',
      text: '#2b0a1a',
    },
    fonts: { display: 'Fredoka', body: 'Nunito' },
    motifs: ['balloons', 'confetti', 'stars'],
    layout,
    musicTheme: 'candy',
    variant: 'scene',
    version: 1,
    isActive: true,
    ...overrides,
  };
}
