import { previewMessages } from '@partyreel/shared/messages/preview';
import type { TemplateDefinition } from '@partyreel/shared/templates/template-types';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { titleText } from './details.ts';
import {
  FANCY_ERROR,
  FANCY_INIT,
  FANCY_INITIALIZED,
  FANCY_READY,
  type FancyInitMessage,
  fancySrcDoc,
  INIT_MAX_ATTEMPTS,
  INIT_RETRY_MS,
  isFancyFrameMessage,
  PREVIEW_RENDER_DELAY_MS,
} from './fancy-protocol.ts';
import type { InvitationData } from './invitation-data.ts';

type FrameState = 'waiting' | 'starting' | 'shown' | 'initFailed' | 'scriptFailed';

/**
 * A fancy template (docs/product.md, Pages "Full-preview variants"): its own bundle, run in
 * `<iframe sandbox="allow-scripts">` without same-origin, so it never reaches the page, its cookies
 * or its storage. The page hands it the invitation by postMessage once the frame says it is ready,
 * retrying every 50 ms up to 200 times.
 */
export function FancyFrame({
  template,
  version,
  data,
  className = '',
  onShown,
}: {
  template: Pick<TemplateDefinition, 'bundle' | 'name'>;
  version: number;
  data: InvitationData;
  className?: string;
  /** The bundle has taken the invitation and plays it. */
  onShown?: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<FrameState>('waiting');
  const dataRef = useRef(data);
  const initialized = useRef(false);
  const { bundle } = template;
  const title = `${template.name}: ${titleText(data)}`;
  const srcDoc = useMemo(
    () =>
      bundle
        ? fancySrcDoc({ origin: window.location.origin, bundle, version, title: template.name })
        : '',
    [bundle, version, template.name],
  );

  // docs/product.md (Limits and validation): the preview renders after a 200 ms delay.
  useEffect(() => {
    const timer = setTimeout(() => setState('starting'), PREVIEW_RENDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const started = state !== 'waiting';
  useEffect(() => {
    if (!started || !srcDoc) return;
    initialized.current = false;
    let attempts = 0;
    const post = () => {
      const message: FancyInitMessage = { type: FANCY_INIT, data: dataRef.current };
      // The frame's origin is opaque ('null'): '*' is the only target that reaches it.
      frame.current?.contentWindow?.postMessage(message, '*');
    };
    const timer = setInterval(() => {
      if (initialized.current) return;
      attempts += 1;
      if (attempts > INIT_MAX_ATTEMPTS) {
        clearInterval(timer);
        setState('initFailed');
        return;
      }
      post();
    }, INIT_RETRY_MS);
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (!isFancyFrameMessage(event.data)) return;
      if (event.data.type === FANCY_READY) {
        post();
      } else if (event.data.type === FANCY_INITIALIZED) {
        initialized.current = true;
        clearInterval(timer);
        setState('shown');
      } else if (event.data.type === FANCY_ERROR) {
        clearInterval(timer);
        setState('scriptFailed');
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [started, srcDoc]);

  const shown = state === 'shown';
  const announceShown = useEffectEvent(() => onShown?.());
  useEffect(() => {
    if (shown) announceShown();
  }, [shown]);

  // Edits in a preview reach a frame that is already showing.
  useEffect(() => {
    dataRef.current = data;
    if (!initialized.current) return;
    const message: FancyInitMessage = { type: FANCY_INIT, data };
    frame.current?.contentWindow?.postMessage(message, '*');
  }, [data]);

  const failure = !bundle
    ? previewMessages.resourcesMissing
    : state === 'initFailed'
      ? previewMessages.initFailed
      : state === 'scriptFailed'
        ? previewMessages.themeScriptFailed
        : null;

  return (
    <div className={`relative aspect-[4/5] w-full overflow-hidden bg-black ${className}`}>
      {failure ? (
        <p
          role="alert"
          className="grid size-full place-items-center p-6 text-center font-bold text-white"
        >
          {failure}
        </p>
      ) : (
        started && (
          <iframe
            ref={frame}
            title={title}
            sandbox="allow-scripts"
            srcDoc={srcDoc}
            className="size-full border-0"
            style={{ opacity: state === 'shown' ? 1 : 0, transition: 'opacity 300ms' }}
          />
        )
      )}
    </div>
  );
}
