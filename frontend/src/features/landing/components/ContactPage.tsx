import { Text } from '@mantine/core';
import { AnchorLink } from '../../../components/links';
import { InfoList, InfoPageFrame, InfoSection } from './InfoPageFrame';

/** How to reach the team: through the product, which keeps every case with its context. */
export function ContactPage() {
  return (
    <InfoPageFrame title="Contact" intro="How to reach the VerifiedWork team.">
      <InfoSection title="Through VerifiedWork">
        <Text>
          We have no public email address or phone line. Our administrators answer everything that comes through the product, where your
          case arrives with what it is about:
        </Text>
        <InfoList
          items={[
            <>
              A person, a post or a message: use <strong>Report user</strong>, <strong>Report job</strong> or{' '}
              <strong>Report message</strong> on it. We tell you the outcome in the app and by email.
            </>,
            <>A problem with a contract: open a dispute on the contract; an administrator looks at it with both sides.</>,
            <>
              A warning or hold on your own post, cover letter or message: choose <strong>This is a mistake</strong> on it.
            </>,
            <>
              Your identity verification: the decision and the administrator’s note are on the{' '}
              <AnchorLink underline="always" to="/verification">
                Verification
              </AnchorLink>{' '}
              page.
            </>,
          ]}
        />
      </InfoSection>
      <InfoSection title="If you cannot sign in">
        <Text>
          Choose{' '}
          <AnchorLink underline="always" to="/forgot-password">
            Forgot password?
          </AnchorLink>{' '}
          to get a link by email. If your account was suspended, the sign-in page says until when and why.
        </Text>
      </InfoSection>
      <InfoSection title="Before you write">
        <Text>
          Many answers are in{' '}
          <AnchorLink underline="always" to="/help">
            Help
          </AnchorLink>
          . Never send your password, sign-in codes or ID documents in a report or a message: we never ask for them there.
        </Text>
      </InfoSection>
    </InfoPageFrame>
  );
}
