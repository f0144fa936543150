/**
 * What a fancy template's frame (docs/architecture.md, The player) and the server's
 * Content-Security-Policy must agree on. The frame is an `<iframe srcdoc sandbox="allow-scripts">`,
 * so it inherits the page's policy: its one inline script is the `onerror` attribute below, which
 * the policy allows by its hash ('unsafe-hashes'), and nothing else inline
 * (server/src/http/security-headers.ts).
 */

/** frame → page: the bundle's script did not load. */
export const FANCY_ERROR = 'partyreel:error';

/** The `onerror` of the frame's bundle `<script>`: tells the page the script failed to load. */
export const FANCY_SCRIPT_ONERROR = `parent.postMessage({type:'${FANCY_ERROR}',reason:'script'},'*')`;
