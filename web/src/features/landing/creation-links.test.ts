import { describe, expect, it } from 'vitest';
import { templateHref, templateSearchHref } from './creation-links.ts';

describe('creation links', () => {
  it('searches the template-first wizard for the trimmed, encoded term', () => {
    expect(templateSearchHref('halloween')).toBe(
      '/create-event-from-template?step=1&search=halloween',
    );
    expect(templateSearchHref('  pool party & BBQ ')).toBe(
      '/create-event-from-template?step=1&search=pool%20party%20%26%20BBQ',
    );
  });

  it('opens the first step with every template for a blank search', () => {
    expect(templateSearchHref('   ')).toBe('/create-event-from-template?step=1');
  });

  it('starts from a chosen template', () => {
    expect(templateHref('royal-ball-at-the-castle')).toBe(
      '/create-event-from-template?templateId=royal-ball-at-the-castle',
    );
  });
});
