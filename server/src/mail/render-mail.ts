import { render } from '@react-email/components';
import type { ReactElement } from 'react';

export interface RenderedMail {
  html: string;
  text: string;
}

/** html-to-text shouts headings by default; a heading that holds a name should keep its case. */
const keepHeadingCase = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
  selector,
  options: { uppercase: false },
}));

/**
 * Renders an e-mail template to its HTML and plain-text parts. React escapes every text child, so
 * user-provided values passed as children never become markup.
 */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { selectors: keepHeadingCase } }),
  ]);
  return { html, text };
}
