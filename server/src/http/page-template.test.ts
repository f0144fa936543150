import { describe, expect, it } from 'vitest';
import { fillTemplate } from './page-template.ts';

describe('fillTemplate', () => {
  it('escapes a value, and leaves a triple-braced one as it is', () => {
    expect(
      fillTemplate('<p title="{{a}}">{{a}}</p>{{{b}}}', { a: `<"it's" & more>`, b: '<i>' }),
    ).toBe(
      '<p title="&lt;&quot;it&#39;s&quot; &amp; more&gt;">&lt;&quot;it&#39;s&quot; &amp; more&gt;</p><i>',
    );
  });

  it('keeps a part only when its value is true or a non-empty string, parts within parts too', () => {
    const template = '{{#all}}<dl>{{#a}}<dt>{{a}}</dt>{{/a}}{{#b}}<dd>B</dd>{{/b}}</dl>{{/all}}';
    expect(fillTemplate(template, { all: true, a: 'x', b: false })).toBe('<dl><dt>x</dt></dl>');
    expect(fillTemplate(template, { all: true, a: '', b: true })).toBe('<dl><dd>B</dd></dl>');
    expect(fillTemplate(template, { all: false, a: 'x', b: true })).toBe('');
  });

  it('never reads a value as template text', () => {
    const values = { a: '{{b}}{{#b}}x{{/b}}{{! no }}', b: 'B' };
    expect(fillTemplate('{{a}}|{{{a}}}|{{#b}}{{a}}{{/b}}', values)).toBe(
      '{{b}}{{#b}}x{{/b}}{{! no }}|{{b}}{{#b}}x{{/b}}{{! no }}|{{b}}{{#b}}x{{/b}}{{! no }}',
    );
  });

  it('drops comments with the line break after them', () => {
    expect(fillTemplate('{{! what this is,\n  on two lines }}\n<p>{{a}}</p>\n', { a: 'A' })).toBe(
      '<p>A</p>\n',
    );
  });

  it('throws for a name with no value', () => {
    expect(() => fillTemplate('<p>{{missing}}</p>', {})).toThrow(/"missing"/);
    expect(() => fillTemplate('{{#missing}}x{{/missing}}', {})).toThrow(/"missing"/);
  });
});
