/**
 * A guest in the wizard's draft, before the event exists (docs/product.md, Adding guests: a
 * recipient).
 */
export interface DraftRecipient {
  /** A client-side key for lists; not sent to the server. */
  key: string;
  name: string;
  email: string | null;
  phone: string | null;
  source: 'wizard' | 'csv' | 'contacts';
}
