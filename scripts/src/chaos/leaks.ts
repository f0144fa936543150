/**
 * What in an answer's body gives the server's inside away: an absolute path under one of `folders`
 * (the instance's DATA_DIR, the repository…), any /tmp/ or /home/ path, or a Node file-system error
 * code. Null when the body shows none (docs/decisions/038: no raw error or path reaches a user).
 */
export function leakIn(body: string, folders: string[]): string | null {
  for (const folder of folders) if (folder && body.includes(folder)) return folder;
  const found =
    /(?:\/tmp|\/home|\/var|\/work|\/root)\/[^\s"']*/.exec(body) ??
    /\b(?:ENOTDIR|EACCES|EROFS|ENOSPC|EEXIST|ENOENT|EISDIR|EPERM)\b/.exec(body);
  return found ? found[0] : null;
}
