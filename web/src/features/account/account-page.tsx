import type { Me } from '@partyreel/shared/auth';
import { Link } from '@tanstack/react-router';
import { textLinkStyle } from '../../ui/button-styles.ts';
import { AccountDetails } from './account-details.tsx';
import { AccountSection } from './account-section.tsx';
import { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form.tsx';
import { ProfileForm, type ProfileFormProps } from './profile-form.tsx';

interface AccountPageProps {
  me: Me;
  updateProfile: ProfileFormProps['updateProfile'];
  changePassword: ChangePasswordFormProps['changePassword'];
  resendVerification: () => Promise<void>;
}

/** /account 'My Account': profile, security, account details, and the way back. */
export function AccountPage({
  me,
  updateProfile,
  changePassword,
  resendVerification,
}: AccountPageProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8 sm:py-12">
      <title>My Account · PartyReel</title>
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 rounded-full py-1 pr-3 font-bold text-party-plum hover:text-party-magenta"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
        </svg>
        Back to dashboard
      </Link>
      <h1 className="mt-4 text-4xl font-semibold text-ink sm:text-5xl">My Account</h1>
      <p className="mt-2 text-lg text-ink-soft">Your profile, password and sign-in details.</p>

      <div className="mt-8 space-y-6">
        <AccountSection title="Profile" description="This is how you appear to your guests.">
          <ProfileForm
            displayName={me.displayName ?? ''}
            email={me.email ?? ''}
            updateProfile={updateProfile}
          />
        </AccountSection>

        <AccountSection title="Security" description="Change the password you sign in with.">
          {me.hasPassword ? (
            <ChangePasswordForm changePassword={changePassword} />
          ) : (
            <p className="rounded-2xl bg-violet-50 p-4 text-ink-soft">
              You sign in with Google, so there is no PartyReel password to change. Want one as
              well?{' '}
              <Link to="/forgot-password" className={textLinkStyle}>
                Send yourself a link to set a password
              </Link>
              .
            </p>
          )}
        </AccountSection>

        <AccountSection title="Account Details">
          <AccountDetails me={me} resendVerification={resendVerification} />
        </AccountSection>
      </div>
    </div>
  );
}
