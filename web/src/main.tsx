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
 * A page the build drew ahead of time (web/build/prerender.ts) is in the HTML, inert: the app lets
 * the browser paint it first, then loads the route, and replaces the page only once the route is
 * whole, so that its first render draws that same page instead of an empty frame; from that render
 * on the page answers (docs/decisions/074).
 */
async function start(root: HTMLElement) {
  if (root.firstElementChild) {
    await firstPaintPresented();
    await router.load().catch(() => {});
  }
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
      <TakeOver root={root} />
    </StrictMode>,
  );
}

void start(root);
