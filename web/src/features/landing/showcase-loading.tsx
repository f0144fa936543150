import { Loading, PlaceholderCards } from '../../ui/load-state.tsx';
import { SHOWCASE_SIZE } from './showcase-picks.ts';

/** Placeholder cards in the showcase's grid while the templates load. */
export function ShowcaseLoading() {
  return (
    <Loading
      label="Loading templates…"
      placeholder={
        <PlaceholderCards
          count={SHOWCASE_SIZE}
          list
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4"
          rounded="rounded-2xl sm:rounded-3xl"
          body={
            <div className="px-3 py-3 sm:px-4">
              <div className="h-4 w-3/4 rounded-full bg-violet-100/70" />
            </div>
          }
        />
      }
    />
  );
}
