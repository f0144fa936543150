/** The guest pages' query: ?id= names a personal invitation (the share link needs none). */
export interface InviteSearch {
  id?: string;
}

/**
 * Reads ?id= as text whatever the router's JSON-ish parsing made of it (an id of digits would
 * arrive as a number).
 */
export function validateInviteSearch(search: Record<string, unknown>): InviteSearch {
  const { id } = search;
  if (typeof id === 'string' && id.trim()) return { id: id.trim() };
  if (typeof id === 'number' && Number.isFinite(id)) return { id: String(id) };
  return {};
}

/**
 * Where /recipients/{uniqueCode} sends the guest (docs/product.md, Pages): /invite/{uniqueCode}
 * with the same query string, or nowhere (null) when the query says redirected=1 — the guest then
 * sees the invitation where they are (docs/decisions/011-guest-end-screen-and-recipients.md).
 */
export function recipientsRedirect(uniqueCode: string, searchStr: string): string | null {
  const query = searchStr.startsWith('?') ? searchStr.slice(1) : searchStr;
  if (new URLSearchParams(query).get('redirected') === '1') return null;
  return `/invite/${encodeURIComponent(uniqueCode)}${query ? `?${query}` : ''}`;
}
