/**
 * The invitation preview's texts (docs/product.md, Limits and validation). Part of the catalogue
 * (../messages.ts), in a module of its own so that the guest's page loads only the texts it shows
 * (bytes on the wire matter on a guest's phone).
 */
export const previewMessages = {
  resourcesMissing: 'Template resources missing',
  initFailed: 'Failed to initialize invitation',
  themeScriptFailed: 'Failed to load theme script',
  loadFailed: 'Failed to load preview',
} as const;
