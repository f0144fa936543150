import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { PriceLine } from '../unlock/price-line.tsx';

export interface WizardFrameProps {
  step: number;
  total: number;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** The step's message (a rule it broke, or the server's refusal), shown above the buttons. */
  error?: string | null | undefined;
  /** Back; hidden when absent. */
  onBack?: (() => void) | undefined;
  backLabel?: string;
  /** The main action (Next, Create, Finish); hidden when absent. */
  onNext?: (() => void) | undefined;
  nextLabel?: string;
  /**
   * Next is not the step's main action (the step holds its own primary button: checkout, SEND
   * INVITATIONS), so it is drawn quietly: one loud button per screen.
   */
  quietNext?: boolean;
  /** Edit mode: Save, beside Next. */
  onSave?: (() => void) | undefined;
  /** A request is under way: the buttons wait. */
  busy?: boolean;
  /** Extra buttons beside the main ones (e.g. 'Skip for now'). */
  extraActions?: ReactNode;
  /** Wider pages (template grid, preview). */
  wide?: boolean;
  /**
   * Whether the step is a form (Enter means Next). Steps holding forms of their own (guests,
   * registration) say false: forms cannot nest.
   */
  asForm?: boolean;
}

/**
 * One wizard step: 'Step n of N', its heading (focused when the step appears, so keyboard and
 * screen-reader users start at the top of the new step), its content, its message, then Back and
 * Next (and Save in edit mode). Enter in a field means Next.
 */
export function WizardFrame({
  step,
  total,
  title,
  intro,
  children,
  error,
  onBack,
  backLabel = 'Back',
  onNext,
  nextLabel = 'Next',
  onSave,
  quietNext = false,
  busy = false,
  extraActions,
  wide = false,
  asForm = true,
}: WizardFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onNext?.();
  }

  const Root = asForm ? 'form' : 'section';
  return (
    <Root
      {...(asForm ? { onSubmit: submit, noValidate: true } : {})}
      aria-labelledby="wizard-step-title"
      className={`mx-auto flex w-full flex-col gap-6 px-4 py-6 md:py-10 ${wide ? 'max-w-6xl' : 'max-w-xl'}`}
    >
      <header className="space-y-2">
        <p className="font-bold text-party-magenta text-sm uppercase tracking-wide">
          Step {step} of {total}
        </p>
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-violet-100">
          <div
            className="h-full rounded-full bg-party transition-[width]"
            style={{ width: `${Math.round((step / total) * 100)}%` }}
          />
        </div>
        <h1
          id="wizard-step-title"
          ref={heading}
          tabIndex={-1}
          className="pt-2 font-display font-bold text-3xl text-ink outline-none"
        >
          {title}
        </h1>
        {intro ? <div className="text-ink-soft">{intro}</div> : null}
        {/* What it costs, known from the start (docs/product.md, Landing); not when editing. */}
        {step === 1 && !onSave ? (
          <PriceLine className="font-semibold text-ink-soft text-sm" />
        ) : null}
      </header>
      {children}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {/* The way on is always in reach: on a phone the buttons stay at the screen's foot while a
          long step (85 template cards) scrolls under them; from `sm` they sit after the step. */}
      <div
        data-testid="wizard-actions"
        className="sticky bottom-0 z-20 -mx-4 flex flex-wrap-reverse items-center justify-between gap-2 border-violet-100 border-t bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgba(76,29,149,0.08)] backdrop-blur sm:static sm:mx-0 sm:flex-row sm:flex-wrap sm:gap-3 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none sm:backdrop-blur-none"
      >
        {onBack ? (
          <button type="button" onClick={onBack} disabled={busy} className={buttonStyles.secondary}>
            {backLabel}
          </button>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap-reverse justify-end gap-2 sm:flex-row sm:gap-3">
          {extraActions}
          {onSave ? (
            <button
              type="button"
              onClick={onSave}
              disabled={busy}
              aria-busy={busy}
              className={buttonStyles.secondary}
            >
              Save
            </button>
          ) : null}
          {onNext ? (
            <button
              type={asForm ? 'submit' : 'button'}
              onClick={asForm ? undefined : onNext}
              disabled={busy}
              aria-busy={busy}
              className={quietNext ? buttonStyles.secondary : buttonStyles.primary}
            >
              {busy ? <Spinner /> : null}
              {nextLabel}
            </button>
          ) : null}
        </div>
      </div>
    </Root>
  );
}
