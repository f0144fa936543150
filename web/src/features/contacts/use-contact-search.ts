import { useState } from 'react';
import { useDebouncedValue } from '../manage-guests/use-debounced-value.ts';

/** The search box asks the server once typing pauses this long. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 250;

/**
 * A contacts search box's state: what the host typed (kept as typed), and what to ask the server
 * for (trimmed, once typing pauses). `pending` while the two differ.
 */
export function useContactSearch() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  return { text, setText, query, pending: text.trim() !== query };
}

export type ContactSearch = ReturnType<typeof useContactSearch>;
