/** The themes the landing showcase leads with, in order: a spread of the most asked-for parties. */
const SHOWCASE_THEMES = [
  'princess',
  'dinosaurs',
  'space',
  'unicorn',
  'super hero',
  'pool party',
  'wizarding',
  'mermaid',
  'video game',
  'halloween',
  'race cars',
  'candy',
];

export const SHOWCASE_SIZE = 12;

/**
 * The templates the landing page shows off: one per theme, the leading themes first, then any
 * other theme in the list's order, until there are `size`.
 */
export function pickShowcase<T extends { theme: string }>(
  templates: readonly T[],
  size: number = SHOWCASE_SIZE,
): T[] {
  const firstOfTheme = new Map<string, T>();
  for (const template of templates) {
    if (!firstOfTheme.has(template.theme)) firstOfTheme.set(template.theme, template);
  }
  const leading = SHOWCASE_THEMES.flatMap((theme) => firstOfTheme.get(theme) ?? []);
  const others = [...firstOfTheme.values()].filter((t) => !leading.includes(t));
  return [...leading, ...others].slice(0, size);
}
