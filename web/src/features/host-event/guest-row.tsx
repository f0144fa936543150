import type { GuestView } from '@partyreel/shared/events/event-view';
import type { ReactNode } from 'react';
import { FixAddressButton, ResendButton } from './guest-row-buttons.tsx';
import { canFixAddress, deliveryNote, inviteStatusLabel, statusTone } from './invite-status.ts';

/** What a guest row reads: Personal Invites' GuestView and Manage Guests' list entries both fit. */
export type GuestRowGuest = Pick<
  GuestView,
  'name' | 'email' | 'peopleCount' | 'status' | 'viewState' | 'delivery' | 'mergedNames'
> & {
  unsubscribed?: boolean;
  /** The guest's note with their answer (Manage Guests' list carries it). */
  note?: string | null;
  /** Their answers to the host's questions, each with its question (docs/decisions/064). */
  answers?: readonly { question: string; answer: string }[];
};

/**
 * The two places that draw a guest: Personal Invites' compact table, and Manage Guests' list, whose
 * row stacks into a card on a phone (docs/product.md, Manage guests). The cells are the same; only
 * their classes differ.
 */
const layouts = {
  panel: {
    row: 'align-top',
    name: 'max-w-[10rem] px-4 py-3 font-bold text-ink sm:max-w-none sm:px-3',
    status: 'px-2 py-3',
    people: 'px-2 py-3 text-right tabular-nums',
    detail: 'hidden px-2 py-3 text-ink-soft sm:table-cell',
    actions: 'px-4 py-3 text-right sm:px-3',
  },
  list: {
    // On a phone each row is a card of its own: the rows below the screen are not styled or laid
    // out until they scroll near it (a table row proper cannot skip its rendering).
    row: 'grid grid-cols-[2.5rem_minmax(0,1fr)_auto] gap-x-1 py-3 align-top [content-visibility:auto] [contain-intrinsic-size:auto_9rem] sm:table-row sm:py-0 sm:[content-visibility:visible]',
    name: 'col-start-2 row-start-1 block min-w-0 px-2 font-bold text-ink sm:table-cell sm:max-w-[14rem] sm:py-3',
    status: 'col-start-3 row-start-1 block px-2 text-right sm:table-cell sm:py-3 sm:text-left',
    people: 'col-start-3 row-start-2 block px-2 text-right tabular-nums sm:table-cell sm:py-3',
    detail: 'col-start-2 row-start-2 block px-2 pt-1 text-xs text-ink-soft sm:table-cell sm:py-3',
    actions: 'col-span-2 col-start-2 row-start-3 block px-2 pt-2 sm:table-cell sm:px-3 sm:py-3',
  },
} as const;

/** The column headings over each layout's cells, in the same order. */
const headLayouts = {
  panel: {
    row: undefined,
    name: 'px-4 py-2 font-bold sm:px-3',
    status: 'px-2 py-2 font-bold',
    people: 'px-2 py-2 text-right font-bold',
    detail: 'hidden px-2 py-2 font-bold sm:table-cell',
    actions: 'px-4 py-2 text-right font-bold sm:px-3',
  },
  list: {
    row: 'flex items-center gap-2 border-b border-violet-100 sm:table-row sm:border-0',
    name: 'block px-2 py-2 font-bold sm:table-cell',
    status: 'hidden px-2 py-2 font-bold sm:table-cell',
    people: 'hidden px-2 py-2 text-right font-bold sm:table-cell',
    detail: 'hidden px-2 py-2 font-bold sm:table-cell',
    actions: 'hidden px-4 py-2 text-right font-bold sm:table-cell sm:px-3',
  },
} as const;

/** The heading row over guest rows of `layout`: Guest, Status, People, `detail` and the actions. */
export function GuestHeadRow({
  layout,
  leading,
  detail,
}: {
  layout: keyof typeof headLayouts;
  /** A heading before Guest (Manage Guests' select-all checkbox). */
  leading?: ReactNode;
  /** The detail column's heading. */
  detail: string;
}) {
  const classes = headLayouts[layout];
  return (
    <tr className={classes.row}>
      {leading}
      <th scope="col" className={classes.name}>
        Guest
      </th>
      <th scope="col" className={classes.status}>
        Status
      </th>
      <th scope="col" className={classes.people}>
        People
      </th>
      <th scope="col" className={classes.detail}>
        {detail}
      </th>
      <th scope="col" className={classes.actions}>
        <span className="sr-only">Actions</span>
      </th>
    </tr>
  );
}

export interface GuestRowProps {
  guest: GuestRowGuest;
  layout: keyof typeof layouts;
  /** The line under the name: the guest's address or phone, or how they came. */
  contact: string;
  /** A cell before the name (Manage Guests' checkbox). */
  leading?: ReactNode;
  /** The cell after People: when the e-mail went out, or the guest's journey. */
  detail: ReactNode;
  /** Fix address and Resend; null for a guest who has nothing to resend (a share-link answerer). */
  actions: {
    sending: boolean;
    onResend: () => void;
    onFixAddress: () => void;
    /** Buttons after Resend (Manage Guests' Delete). */
    more?: ReactNode;
    /** What stands in Resend's place (a phone-only guest's 'Text from my phone'). */
    instead?: ReactNode;
  } | null;
  /** Extra classes on the row (a selected row's tint). */
  className?: string;
  /** Controls of the guest's places (Promote, 'Can bring'), for any guest, before the buttons. */
  places?: ReactNode;
}

/**
 * One guest: name (and the duplicates merged into them), status with the delivery note under it,
 * people, a detail cell, and the row's buttons, named by the guest (docs/decisions/033).
 */
export function GuestRow({
  guest,
  layout,
  contact,
  leading,
  detail,
  actions,
  className = '',
  places,
}: GuestRowProps) {
  const classes = layouts[layout];
  const status = inviteStatusLabel(guest);
  const note = deliveryNote(guest);
  const fix =
    actions && canFixAddress(guest) ? (
      <FixAddressButton
        name={guest.name}
        onClick={actions.onFixAddress}
        className={layout === 'panel' ? 'mb-2 sm:mr-2 sm:mb-0' : ''}
      />
    ) : null;
  const resend = actions
    ? (actions.instead ?? (
        <ResendButton name={guest.name} sending={actions.sending} onClick={actions.onResend} />
      ))
    : null;
  return (
    <tr className={`${classes.row} ${className}`}>
      {leading}
      <th scope="row" className={classes.name}>
        <span className="block break-words">{guest.name}</span>
        <span
          className="block truncate text-xs font-normal text-ink-soft"
          title={contact || undefined}
        >
          {contact || 'No contact details'}
        </span>
        {guest.mergedNames.length > 0 ? (
          <span className="mt-1 block text-xs font-normal text-ink-soft italic">
            Merged with {guest.mergedNames.join(', ')}
          </span>
        ) : null}
        {guest.note ? (
          <span className="mt-1 block whitespace-pre-line break-words rounded-lg bg-amber-50 px-2 py-1 text-sm font-normal text-ink">
            <span className="sr-only">Note: </span>“{guest.note}”
          </span>
        ) : null}
        {guest.answers?.map(({ question, answer }) => (
          <span key={question} className="mt-1 block break-words text-sm font-normal text-ink">
            <span className="text-ink-soft">{question}</span> {answer}
          </span>
        ))}
      </th>
      <td className={classes.status}>
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${statusTone[status]}`}
        >
          {status}
        </span>
        {note ? <span className="mt-1 block text-xs text-red-700">{note}</span> : null}
      </td>
      <td className={classes.people}>
        {layout === 'list' ? <span className="sr-only sm:hidden">People: </span> : null}
        {status === 'Accepted' || status === 'Maybe' || status === 'Waitlist'
          ? guest.peopleCount
          : '—'}
      </td>
      <td className={classes.detail}>{detail}</td>
      <td className={classes.actions}>
        {layout === 'panel' ? (
          <>
            {fix}
            {resend}
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-2 sm:justify-end">
            {places}
            {fix}
            {resend}
            {actions?.more}
          </div>
        )}
      </td>
    </tr>
  );
}
