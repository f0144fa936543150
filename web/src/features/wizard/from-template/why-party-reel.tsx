import { messages } from '@partyreel/shared/messages';
import { buttonStyles } from '../../../ui/button-styles.ts';

/** The flip card's front: why hosts send a PartyReel, and the way to make this one theirs. */
export function WhyPartyReel({ onCustomize }: { onCustomize: () => void }) {
  return (
    <div className="flex h-full flex-col gap-5 rounded-3xl bg-white p-6 ring-1 ring-violet-100">
      <h2 className="font-display font-semibold text-2xl text-ink">Why PartyReel?</h2>
      <ul className="space-y-3 text-ink">
        <li>🎬 An animated invitation with music, not a flat card</li>
        <li>📸 Your own photo, video and song</li>
        <li>💌 Send by e-mail or share one link</li>
        <li>✅ Guests answer in a tap; you see who's coming, live</li>
        <li>⏰ Automatic reminders for guests who forget</li>
      </ul>
      <button type="button" onClick={onCustomize} className={`${buttonStyles.secondary} mt-auto`}>
        {messages.wizard.customize}
      </button>
    </div>
  );
}
