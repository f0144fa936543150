import {
  googleCalendarUrl,
  icsAttributes,
  icsFileName,
  icsFileText,
} from '@partyreel/shared/calendar/calendar-links';
import type { InviteView } from '@partyreel/shared/invite/invite-types';
import { genericMessages } from '@partyreel/shared/messages/generic';
import { useState } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Icon } from '../../ui/icon.tsx';

/**
 * "Add to calendar": an .ics file for any calendar app (made in the browser when asked) and a
 * Google Calendar link, both in the event's own time zone. Nothing when the event has no date.
 */
export function AddToCalendar({
  calendar,
  uid,
  pageUrl,
}: {
  calendar: InviteView['calendar'];
  uid: string;
  pageUrl: string;
}) {
  const [failed, setFailed] = useState(false);
  const attributes = icsAttributes(calendar, { uid, url: pageUrl });
  const google = googleCalendarUrl(calendar, pageUrl);
  if (!attributes || !google) return null;

  async function download() {
    if (!attributes) return;
    setFailed(false);
    try {
      const text = await icsFileText(attributes);
      const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = icsFileName(calendar.title);
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <button type="button" onClick={download} className={buttonStyles.primary}>
          <CalendarPlusIcon />
          Add to calendar
        </button>
        <a
          href={google}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles.secondary}
        >
          Google Calendar
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {failed ? <FormMessage tone="error">{genericMessages.somethingWentWrong}</FormMessage> : null}
    </div>
  );
}

function CalendarPlusIcon() {
  return (
    <Icon className="size-5" strokeWidth="2.2" strokeLinecap="round">
      <rect x="3" y="5" width="18" height="16" rx="3" />
      <path d="M8 3v4M16 3v4M3 10h18M12 13v5M9.5 15.5h5" />
    </Icon>
  );
}
