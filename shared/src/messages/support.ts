/** Support contact used in marketing copy and static pages (docs/product.md, What PartyReel is). */
export const SUPPORT_EMAIL = 'support@partyreel.app';
