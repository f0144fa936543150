/**
 * Where the landing page sends a visitor once their (anonymous) session exists: the
 * create-event and template-first wizards (docs/product.md, The creation wizards).
 */
export const createEventHref = '/create-event';

/** The template-first wizard at its first step, searching for `term` (all templates when blank). */
export function templateSearchHref(term: string): string {
  const trimmed = term.trim();
  const base = '/create-event-from-template?step=1';
  return trimmed ? `${base}&search=${encodeURIComponent(trimmed)}` : base;
}

/** The template-first wizard with the template already chosen. */
export function templateHref(templateId: string): string {
  return `/create-event-from-template?templateId=${encodeURIComponent(templateId)}`;
}
