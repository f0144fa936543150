/** A decorative sample invitation beside the hero text: shows what a guest receives. */
export function InvitationPreviewCard() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
      <div className="absolute -top-6 -left-4 size-16 animate-float rounded-full bg-party-sun/90 [--tilt:0deg] motion-reduce:animate-none" />
      <div className="absolute -right-3 -bottom-5 size-12 animate-float rounded-2xl bg-party-mint/90 [--tilt:18deg] [animation-delay:-2s] motion-reduce:animate-none" />
      <div className="relative rotate-2 rounded-[2rem] bg-white p-3 shadow-2xl shadow-violet-950/40">
        <div className="relative grid aspect-[4/5] place-items-center overflow-hidden rounded-[1.5rem] bg-gradient-to-br from-sky-400 via-violet-500 to-fuchsia-500">
          <div className="confetti absolute inset-0 opacity-80" />
          <div className="relative text-center text-white">
            <p className="text-sm font-bold uppercase tracking-[0.2em] text-white/85">
              You're invited
            </p>
            <p className="mt-2 font-display text-4xl font-semibold leading-none">Mia turns 7!</p>
            <p className="mt-3 font-semibold text-white/90">SATURDAY, JUNE 14TH · 2:00 PM</p>
            <span className="mx-auto mt-6 grid size-16 place-items-center rounded-full bg-white/25 ring-4 ring-white/40 backdrop-blur">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8 fill-white">
                <path d="M7 4.5v15l13-7.5z" />
              </svg>
            </span>
          </div>
        </div>
        <div className="mt-3 grid grid-cols-2 gap-2 px-1 pb-1">
          <span className="rounded-2xl bg-emerald-700 py-3 text-center font-display font-semibold text-white">
            I'll be there!
          </span>
          <span className="rounded-2xl bg-violet-100 py-3 text-center font-display font-semibold text-party-plum">
            Can't make it
          </span>
        </div>
      </div>
    </div>
  );
}
