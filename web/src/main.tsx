import '@fontsource-variable/fredoka';
import '@fontsource-variable/nunito';
import './styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { firstPaintPresented } from './lib/first-paint-presented.ts';
import { router } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Lets the visitor use the page once the app's first render has replaced the drawn one. */
function TakeOver({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => root.removeAttribute('inert'), [root]);
  return null;
}

/**
 * The build drew into the HTML (web/build/prerender.ts, docs/decisions/074) either a whole page (the
 * landing page, the waitlist) or the frame every other page has, inert until the app takes over.
 * The app loads the route first and replaces the drawing only once the route is whole, so that its
 * first render draws the page instead of an empty frame. A whole page is left to the browser to
 * present first: loading its route would keep the main thread from painting it.
 */
async function start(root: HTMLElement) {
  const drawn = root.dataset.drawn;
  if (drawn === 'page') await firstPaintPresented();
  if (drawn) await router.load().catch(() => {});
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
      <TakeOver root={root} />
    </StrictMode>,
  );
}

void start(root);
