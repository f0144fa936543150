import type { TemplateDefinition } from './template-types.ts';

type Searchable = Pick<TemplateDefinition, 'name' | 'description' | 'searchTerms'>;

/** Lower-cases and strips accents, so 'Piñata' matches 'pinata'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The template picker's search (docs/product.md, Templates and music): the templates whose name,
 * description or search terms contain every word of `term`, case-insensitively, in catalogue order.
 * A blank term keeps them all.
 */
export function searchTemplates<T extends Searchable>(list: readonly T[], term: string): T[] {
  const words = fold(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((t) => {
    const haystack = fold([t.name, t.description, ...t.searchTerms].join('\n'));
    return words.every((w) => haystack.includes(w));
  });
}
