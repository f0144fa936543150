/** The quiet "or" between signing in with a password and with Google. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm font-bold uppercase tracking-wider text-ink-soft">
      <span className="h-px flex-1 bg-violet-100" />
      or
      <span className="h-px flex-1 bg-violet-100" />
    </div>
  );
}
