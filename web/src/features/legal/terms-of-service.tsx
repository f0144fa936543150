import { Link } from '@tanstack/react-router';
import { MINIMUM_AGE, SMS_MESSAGES_PER_MONTH } from './legal-facts.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';
import { SupportLink } from './support-link.tsx';

const inlineLink = 'font-bold text-party-magenta underline decoration-2 underline-offset-2';

/** /terms: the terms of service. */
export function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          Welcome to PartyReel! These terms explain the rules for using our website and app to
          create animated video invitations, send them to your guests and collect their answers. By
          using PartyReel you agree to them, so please read them along with our{' '}
          <Link to="/privacy" className={inlineLink}>
            Privacy Policy
          </Link>
          .
        </p>
      }
    >
      <LegalSection title="1. Who can use PartyReel">
        <p>
          You must be at least <strong>{MINIMUM_AGE} years old</strong> to use PartyReel. If you are
          under the age of majority where you live, you may use PartyReel only with the permission
          and supervision of a parent or guardian who agrees to these terms.
        </p>
      </LegalSection>

      <LegalSection title="2. Your account">
        <p>
          You can start creating an invitation without an account; to send it you sign up with an
          email address and password, or with a supported sign-in provider. Keep your password to
          yourself: you are responsible for what happens under your account. Tell us at{' '}
          <SupportLink /> if you think someone else has used it.
        </p>
      </LegalSection>

      <LegalSection title="3. Creating and sending invitations">
        <ul>
          <li>You send invitations by email, or by a shareable link that you pass on yourself.</li>
          <li>
            Anyone who has a shareable link can open that invitation and answer it, so share it only
            with people you mean to invite.
          </li>
          <li>
            Only invite people you know and who would expect to hear from you. You are responsible
            for the guest details you add and for having their permission to contact them.
          </li>
          <li>
            Text a guest through PartyReel only with their agreement: you confirm it before your
            event's first text, and a guest who replies STOP gets no more texts from anyone.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Text messages (SMS)">
        <p>
          A host may text you an invitation through PartyReel only after confirming that you agreed
          to get texts about their event. You then receive up to{' '}
          <strong>{SMS_MESSAGES_PER_MONTH} messages per month</strong> from PartyReel, every host
          together, about your invitations and reminders, never between 9 pm and 9 am where the
          party is. Message and data rates may apply.
        </p>
        <p>
          <strong>Reply STOP to opt out</strong> at any time, and you will receive no further texts.
          Reply HELP, or write to <SupportLink />, for help. Consent to texts is never a condition
          of a purchase.
        </p>
      </LegalSection>

      <LegalSection title="5. Payments">
        <p>
          Creating and previewing invitations is free. Sending the invitations of an event is
          unlocked by a <strong>one-time payment per event</strong>, shown before you pay. Payments
          are processed by our card payment provider on its secure checkout page; PartyReel never
          sees or stores your full card number. Promo codes, including launch-day waitlist coupons,
          are applied at checkout. If something went wrong with a payment, contact us and we will
          make it right.
        </p>
      </LegalSection>

      <LegalSection title="6. Your content">
        <p>
          The photos, videos, music and words you add stay yours. You give PartyReel permission to
          store them and show them to the guests you invite, only to run the service. Upload only
          what you have the right to share, and nothing unlawful, hateful, or harmful to others.
        </p>
      </LegalSection>

      <LegalSection title="7. Fair use">
        <ul>
          <li>Do not use PartyReel to send spam or messages people did not ask for.</li>
          <li>Do not try to break, overload or get around the security of the service.</li>
          <li>Do not impersonate anyone or collect other people's data without their consent.</li>
        </ul>
        <p>We may suspend accounts that break these rules.</p>
      </LegalSection>

      <LegalSection title="8. The service and its limits">
        <p>
          We work hard to keep PartyReel running and your invitations delivered, but the service is
          provided as it is, and we cannot promise it will never be interrupted. To the extent the
          law allows, our liability for any claim is limited to what you paid us for the event
          concerned.
        </p>
      </LegalSection>

      <LegalSection title="9. Changes to these terms">
        <p>
          We may update these terms as PartyReel grows. When we make an important change we will
          tell you in the app or by email, and the date at the top of this page will change.
        </p>
      </LegalSection>

      <LegalSection title="10. Contact us">
        <p>
          Questions about these terms? Write to us at <SupportLink /> — a real person reads every
          message.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
