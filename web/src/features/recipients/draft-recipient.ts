/** A guest in the wizard's draft, before the event exists (SPEC.md §3, recipient). */
export interface DraftRecipient {
  /** A client-side key for lists; not sent to the server. */
  key: string;
  name: string;
  email: string | null;
  phone: string | null;
  source: 'wizard' | 'csv' | 'contacts';
}
