/**
 * The host's own words to the guests, with their line breaks, signed: beside the answer on the
 * guest's page, and under the invitation in the wizard's preview, as guests will see it.
 */
export function HostMessage({ message }: { message: { from: string; text: string } }) {
  return (
    <figure className="rounded-[2rem] bg-white/95 p-5 shadow-xl ring-1 ring-violet-100 sm:p-6">
      <figcaption className="text-sm font-bold text-ink-soft">
        A message from {message.from}
      </figcaption>
      <blockquote className="mt-2 whitespace-pre-line border-l-4 border-party-magenta pl-3 text-ink italic">
        {message.text}
      </blockquote>
    </figure>
  );
}
