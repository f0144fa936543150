/**
 * Where the browser loads a stored upload. `path` is the uploads row's path:
 * public/{timestamp_name} for an anonymous host, events/{uid}/{timestamp_name} otherwise.
 */
export function uploadUrl(path: string): string {
  return `/media/uploads/${path.split('/').map(encodeURIComponent).join('/')}`;
}
