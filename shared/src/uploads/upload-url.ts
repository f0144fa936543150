/**
 * Where the browser loads a stored upload. `path` is the uploads row's path: {uploadId}.{ext}
 * (docs/decisions/022), or an older row's public/{timestamp_name} or events/{uid}/{timestamp_name}.
 */
export function uploadUrl(path: string): string {
  return `/media/uploads/${path.split('/').map(encodeURIComponent).join('/')}`;
}
