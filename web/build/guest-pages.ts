import type { Plugin } from 'vite';
// A relative import: Vite bundles it into the config (the package's .ts would be left to Node).
import { GUEST_PAGE_HTML, isGuestPagePath } from '../../shared/src/invite/first-paint.ts';

/**
 * The guest's pages are a page of their own (invite.html, src/guest-main.tsx: so a guest's phone
 * loads only guest code). The server answers their addresses with it (server/src/http/web-app.ts);
 * so does the dev server.
 */
export function guestPages(): Plugin {
  return {
    name: 'partyreel:guest-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (req.method === 'GET' && isGuestPagePath(path)) req.url = `/${GUEST_PAGE_HTML}`;
        next();
      });
    },
  };
}
