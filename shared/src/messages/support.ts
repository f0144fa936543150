/** Support contact used in marketing copy and static pages (SPEC.md §1). */
export const SUPPORT_EMAIL = 'support@partyreel.app';
