import '@fontsource-variable/fredoka';
import '@fontsource-variable/nunito';
import './styles.css';
import { APP_STYLESHEET_META } from '@partyreel/shared/invite/first-paint';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * A page the server painted (the guest's invitation: server/src/http/invite-first-paint.ts) names
 * the app's stylesheet instead of linking it, so the paint did not wait for it; it is applied here,
 * before the app renders, from the copy the page already preloaded. Resolves once it is in force
 * (or failed: the app renders all the same).
 */
function applyDeferredStylesheet(): Promise<void> {
  const href = document.querySelector<HTMLMetaElement>(
    `meta[name="${APP_STYLESHEET_META}"]`,
  )?.content;
  if (!href) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = 'anonymous';
  link.href = href;
  return new Promise((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

void applyDeferredStylesheet().then(() =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
