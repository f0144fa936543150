/**
 * The route a URL belongs to, with its identifiers replaced by `:param`, so a journey checks each
 * kind of page once however many events or invitations it opens: `/event/3f2c…/guests` and
 * `/event/9ab1…/guests` are both `/event/:param/guests`. Query and fragment are left out: they
 * pick what a page shows, not which page it is. `undefined` for what is not a web page of ours
 * (about:blank, data: and blob: URLs).
 */
export function routePattern(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const segments = parsed.pathname.split('/').filter((segment) => segment !== '');
  const pattern = segments.map((segment, index) =>
    index > 0 && !isRouteWord(segment) ? ':param' : segment,
  );
  return `/${pattern.join('/')}`;
}

/** Route names are short lowercase words ("guests"); identifiers and codes have digits or capitals. */
function isRouteWord(segment: string): boolean {
  return segment.length < 12 && /^[a-z]+(-[a-z]+)*$/.test(segment);
}
