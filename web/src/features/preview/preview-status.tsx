import { previewMessages } from '@partyreel/shared/messages/preview';

/**
 * The stage while the preview's data, template or player are on their way. On a dark pill of its
 * own: the page behind may already wear the template's colours, light or dark.
 */
export function PreviewLoading() {
  return (
    <div className="grid flex-1 place-items-center p-6">
      <p
        role="status"
        className="flex items-center gap-3 rounded-full bg-ink/85 px-5 py-2 font-bold text-white"
      >
        <span aria-hidden="true" className="flex gap-1">
          {[0, 1, 2].map((i) => (
            <span
              key={i}
              className="size-2 rounded-full bg-current motion-safe:animate-bounce"
              style={{ animationDelay: `${i * 150}ms` }}
            />
          ))}
        </span>
        Loading preview…
      </p>
    </div>
  );
}

/**
 * One of the catalogue's preview messages (docs/product.md, Limits and validation), in place of the
 * invitation.
 */
export function PreviewFailure({ message }: { message: string }) {
  return (
    <div className="grid flex-1 place-items-center p-6">
      <p
        role="alert"
        className="max-w-md rounded-3xl bg-white/10 px-8 py-6 text-center font-display text-xl font-semibold text-white"
      >
        {message}
      </p>
    </div>
  );
}

/** The route's error component: whatever broke while drawing the preview (a chunk that failed). */
export function PreviewRouteError() {
  return (
    <div className="flex flex-1 flex-col bg-ink">
      <PreviewFailure message={previewMessages.loadFailed} />
    </div>
  );
}
