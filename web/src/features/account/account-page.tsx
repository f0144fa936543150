import type { Me } from '@partyreel/shared/auth';
import { Link } from '@tanstack/react-router';
import { textLinkStyle } from '../../ui/button-styles.ts';
import { AccountDetails } from './account-details.tsx';
import { AccountSection } from './account-section.tsx';
import { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form.tsx';
import { ProfileForm, type ProfileFormProps } from './profile-form.tsx';
import { SettingsHeader } from './settings-header.tsx';

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
      <SettingsHeader title="My Account" lead="Your profile, password and sign-in details." />

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
