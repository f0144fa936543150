import { messages } from '@partyreel/shared/messages';
import { LoadFailed } from '../../ui/load-state.tsx';

/** The templates did not load: the catalogue's message and a way to try again, in a card. */
export function TemplatesLoadFailed({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  return (
    <LoadFailed
      message={messages.templates.loadFailed}
      retry={retry}
      retrying={retrying}
      className="rounded-3xl bg-white px-6 py-12 ring-1 ring-violet-100"
    />
  );
}
