import { useEffect, useState } from 'react';

/**
 * False until the page has been drawn once with its text (the fonts in, then a frame painted), then
 * true: what can wait (pictures below the hero) starts after what a visitor reads first, and does
 * not compete with it for a phone's bandwidth.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = 0;
    let gone = false;
    // The second frame's callback runs once the first frame is on screen.
    const afterFrame = () => {
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setPainted(true));
      });
    };
    // (A browser without the Font Loading API, or a test's DOM, has no fonts to wait for.)
    const fontsReady = 'fonts' in document ? document.fonts.ready : Promise.resolve();
    void fontsReady.then(() => {
      if (!gone) afterFrame();
    });
    return () => {
      gone = true;
      cancelAnimationFrame(frame);
    };
  }, []);
  return painted;
}
