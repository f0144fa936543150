import { Link } from '@tanstack/react-router';
import { MINIMUM_AGE, SMS_MESSAGES_PER_MONTH } from './legal-facts.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';
import { SupportLink } from './support-link.tsx';

const inlineLink = 'font-bold text-party-magenta underline decoration-2 underline-offset-2';

/** /privacy: the privacy policy. */
export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          PartyReel helps hosts invite guests to their parties. This policy explains what
          information we collect from hosts and guests, why, and the choices you have. It goes
          together with our{' '}
          <Link to="/terms" className={inlineLink}>
            Terms of Service
          </Link>
          .
        </p>
      }
    >
      <LegalSection title="1. What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and password (stored only as
            a secure hash), or the basic profile a sign-in provider shares with us.
          </li>
          <li>
            <strong>Events:</strong> names, dates, times, locations, messages, and the photos,
            videos and music you add to an invitation.
          </li>
          <li>
            <strong>Guests:</strong> the names, email addresses and phone numbers hosts add, and
            each guest's answer and head count.
          </li>
          <li>
            <strong>Waitlist:</strong> the email address you give us to hear about the launch.
          </li>
          <li>
            <strong>Technical data:</strong> a session cookie that keeps you signed in, and basic
            logs that keep the service secure.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="2. How we use it">
        <ul>
          <li>To create, show and deliver invitations by email or shareable link.</li>
          <li>To show hosts their guests' answers and to send the reminders they choose.</li>
          <li>To process the one-time payment that unlocks sending for an event.</li>
          <li>To send waitlist members their launch-day coupon.</li>
          <li>To keep PartyReel safe, and to answer you when you contact support.</li>
        </ul>
        <p>We never sell your information, and we do not show ads.</p>
      </LegalSection>

      <LegalSection title="3. Guests">
        <p>
          If a host invited you, they gave us your name and contact details. We use them only to
          deliver that host's invitations and reminders and to record your answer. To have your
          details removed, ask the host or write to <SupportLink />.
        </p>
      </LegalSection>

      <LegalSection title="4. Text messages (SMS)">
        <p>
          We text only guests whose host confirmed that they agreed to get texts, at most{' '}
          <strong>{SMS_MESSAGES_PER_MONTH} messages per month</strong>, through our texting
          provider, which receives the number and the text. Reply <strong>STOP</strong> to opt out
          at any time: we keep the number on our do-not-text list so no host can text it again until
          you reply START. We keep whether a reply was STOP, START or HELP, never its words. Phone
          numbers and text-message consent are never shared with third parties for their marketing.
        </p>
      </LegalSection>

      <LegalSection title="5. Payments">
        <p>
          Payments are handled by our card payment provider on its own secure checkout page. Your
          card details go to the provider, not to us; we receive only whether the payment for an
          event succeeded.
        </p>
      </LegalSection>

      <LegalSection title="6. Who else sees your information">
        <p>
          Only the service providers that help us run PartyReel — hosting, email delivery and
          payment processing — and only what they need for that job. Your guests see the invitation
          you send them. We disclose information when the law requires it.
        </p>
      </LegalSection>

      <LegalSection title="7. How long we keep it">
        <p>
          We keep your account and events while your account is open. Delete an event or ask us to
          close your account and we remove the related data, except what we must keep by law.
          Waitlist addresses are deleted on request.
        </p>
      </LegalSection>

      <LegalSection title="8. Children">
        <p>
          PartyReel is not for children under {MINIMUM_AGE}. We do not knowingly collect their
          information; if we learn we have, we delete it.
        </p>
      </LegalSection>

      <LegalSection title="9. Security">
        <p>
          Connections are encrypted, passwords are stored only as strong hashes, and access to data
          is limited to what each feature needs. No system is perfectly secure, so please tell us at
          once if you notice anything suspicious.
        </p>
      </LegalSection>

      <LegalSection title="10. Your choices and contact">
        <p>
          You can see and correct your details in your account, and ask us for a copy of your data
          or for its deletion, at <SupportLink />. If we change this policy we will update the date
          above and, for important changes, let you know.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
