import { Loading } from '../../ui/load-state.tsx';

/** Placeholder cards while the templates load; screen readers hear one "Loading templates". */
export function TemplatesLoading({ cards = 6 }: { cards?: number }) {
  return (
    <Loading
      label="Loading templates…"
      placeholder={
        <div
          aria-hidden="true"
          className="grid grid-cols-[repeat(auto-fill,minmax(min(280px,100%),1fr))] gap-5"
        >
          {Array.from({ length: cards }, (_, card) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
              key={card}
              className="overflow-hidden rounded-3xl bg-white ring-1 ring-violet-100"
            >
              <div className="aspect-[16/10] animate-pulse bg-violet-100/70 motion-reduce:animate-none" />
              <div className="space-y-2 p-5">
                <div className="h-5 w-2/3 rounded-full bg-violet-100/70" />
                <div className="h-3 w-full rounded-full bg-violet-100/50" />
                <div className="h-3 w-4/5 rounded-full bg-violet-100/50" />
              </div>
            </div>
          ))}
        </div>
      }
    />
  );
}
