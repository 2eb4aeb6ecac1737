import { Text } from '@mantine/core';
import { AnchorLink } from '../../../components/links';
import { InfoList, InfoPageFrame, InfoSection } from './InfoPageFrame';

/** What VerifiedWork stores, for how long, and how to take it with you or delete it. */
export function PrivacyPage() {
  return (
    <InfoPageFrame title="Privacy" intro="What VerifiedWork stores about you, for how long, and how to get a copy or delete it.">
      <InfoSection title="What we store">
        <InfoList
          items={[
            'Your account: email address, password (only as a secure hash), username, role, and two-factor settings if you turn them on.',
            'Your profile: name, picture, bio, location, hourly rate, skills, languages and portfolio. Others see your profile; your email address stays private.',
            'Your posts, applications and cover letters, contracts and reviews.',
            'Your messages, with the people you write to, and whom you blocked.',
            'For identity verification: the ID image and the video you upload, kept in private storage that only administrators reviewing your request can open, through links that expire after a few minutes.',
            'Your sessions: a cookie that keeps you signed in, which ends after 7 days without use and after 30 days at most, or when you sign out.',
            'Which emails we sent you (confirmations, password resets, the notifications you keep on) and your email preferences.',
            'What our safety checks and administrators decided about your posts, messages, reports and disputes.',
          ]}
        />
      </InfoSection>
      <InfoSection title="How long we keep it">
        <InfoList
          items={[
            'Verification ID images and videos are deleted 30 days after an administrator decides on the request; once it is decided you can delete them sooner yourself with Delete my documents on the Verification page. The decision itself is kept.',
            'Everything else is kept while your account exists.',
            'When you delete your account, your email address, username, password, profile, picture, portfolio, job posts without a contract, applications that were not accepted, notifications, email settings and identity documents are removed, and every session ends. Contracts, reviews and messages other people rely on stay, without your name, shown as “Deleted user”.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Get a copy of your data">
        <Text>
          Open{' '}
          <AnchorLink underline="always" to="/settings">
            Settings
          </AnchorLink>{' '}
          and choose <strong>Download my data</strong> under Your data: you get a JSON file with what VerifiedWork holds about you.
        </Text>
      </InfoSection>
      <InfoSection title="Delete your account">
        <Text>
          In{' '}
          <AnchorLink underline="always" to="/settings">
            Settings
          </AnchorLink>
          , under Your data, choose <strong>Delete my account</strong> and confirm with your password. Download your data first if you want
          a copy.
        </Text>
      </InfoSection>
      <InfoSection title="Emails">
        <Text>
          Each notification email has a one-click unsubscribe link, and Settings lets you turn each kind of email on or off. Emails about
          your account itself (confirming your address, resetting your password) are always sent.
        </Text>
      </InfoSection>
    </InfoPageFrame>
  );
}
