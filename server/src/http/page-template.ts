import { escapeHtml } from './escape-html.ts';

/** What a template's names stand for: text, or whether a part shows. */
export type TemplateValues = Readonly<Record<string, string | boolean>>;

const TOKEN =
  /\{\{![\s\S]*?\}\}\n?|\{\{#(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}|\{\{\{(\w+)\}\}\}|\{\{(\w+)\}\}/g;

function named(values: TemplateValues, name: string): string | boolean {
  const value = values[name];
  if (value === undefined) throw new Error(`the template names "${name}", which has no value`);
  return value;
}

/**
 * Fills markup the web build writes for the server (the guest's first paint:
 * web/src/features/guest/invite-first-paint.html), in one pass, so nothing a value holds is ever
 * read as template text:
 * - `{{name}}` is the value, HTML-escaped;
 * - `{{{name}}}` is the value as it is, only for values the server makes safe in place itself;
 * - `{{#name}}…{{/name}}` is what lies between, filled, when the value is true or a non-empty
 *   string, and nothing otherwise (a part does not hold a part of the same name);
 * - `{{! …}}` is a comment, dropped with the line break after it (it holds no `}}`).
 * A name with no value is a mistake in the template or its caller: it throws.
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(
    TOKEN,
    (_token: string, part?: string, inner?: string, raw?: string, name?: string) => {
      if (part !== undefined) return named(values, part) ? fillTemplate(inner ?? '', values) : '';
      if (raw !== undefined) return String(named(values, raw));
      if (name !== undefined) return escapeHtml(String(named(values, name)));
      return '';
    },
  );
}
