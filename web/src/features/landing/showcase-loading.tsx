import { Loading } from '../../ui/load-state.tsx';
import { SHOWCASE_SIZE } from './showcase-picks.ts';

/** Placeholder cards in the showcase's grid while the templates load. */
export function ShowcaseLoading() {
  return (
    <Loading
      label="Loading templates…"
      placeholder={
        <ul
          aria-hidden="true"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4"
        >
          {Array.from({ length: SHOWCASE_SIZE }, (_, card) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
              key={card}
              className="overflow-hidden rounded-2xl bg-white ring-1 ring-violet-100 sm:rounded-3xl"
            >
              <div className="aspect-[16/10] animate-pulse bg-violet-100/70 motion-reduce:animate-none" />
              <div className="px-3 py-3 sm:px-4">
                <div className="h-4 w-3/4 rounded-full bg-violet-100/70" />
              </div>
            </li>
          ))}
        </ul>
      }
    />
  );
}
