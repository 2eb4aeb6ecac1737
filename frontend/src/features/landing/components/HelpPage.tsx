import { Text } from '@mantine/core';
import { AnchorLink } from '../../../components/links';
import { InfoList, InfoPageFrame, InfoSection } from './InfoPageFrame';

/** Answers to the questions people ask most. */
export function HelpPage() {
  return (
    <InfoPageFrame title="Help" intro="Answers to the questions people ask most about VerifiedWork.">
      <InfoSection title="How do I get verified?">
        <Text>
          Open{' '}
          <AnchorLink underline="always" to="/verification">
            Verification
          </AnchorLink>{' '}
          once you are signed in. Upload a photo of a government ID and a 10-30 second video in which you say your full name and “I am
          verifying my identity”. An administrator compares them and decides within 24-48 hours; approved, your profile, posts and
          applications show the verified badge. Verification is optional, but some clients only take verified workers.
        </Text>
      </InfoSection>
      <InfoSection title="How does hiring work?">
        <InfoList
          items={[
            'A client posts a job offer; a worker can also post their availability for clients to find.',
            'Workers apply to open job offers with a cover letter. Until the client decides, the worker can withdraw the application from My Applications.',
            'The client accepts one application with the terms of the work: that makes a contract both can see, and the other applicants can be declined.',
            'When the work is done, either side marks the contract complete, and both may review each other. Reviews are published once both have written theirs, or after a waiting period.',
            'Workers never pay to apply or to be hired.',
          ]}
        />
      </InfoSection>
      <InfoSection title="How do I report someone?">
        <Text>
          Use <strong>Report user</strong> on a profile, <strong>Report job</strong> on a post, or <strong>Report message</strong> in the
          menu beside a message. Say what happened; an administrator reviews every report and tells you the outcome. If a contract goes
          wrong, open a dispute on the contract. You can also block someone from messaging you.
        </Text>
      </InfoSection>
      <InfoSection title="What do the safety warnings mean?">
        <Text>
          Our scam shield reads every job post, availability post, cover letter and message before anyone else sees it. It looks for the
          signs of job scams (asking for money or fees, for bank or ID documents, for a move to another app, pay that is too good to be
          true) and explains what it found. It does not judge people, and an administrator makes every final decision.
        </Text>
        <InfoList
          items={[
            <>
              <strong>Be careful with this post / message</strong>: others can read it, with the reasons it looks like a scam. Never pay to
              get work, and keep the conversation on VerifiedWork until you have a contract.
            </>,
            <>
              <strong>Being reviewed</strong>: only its author and administrators see it until an administrator releases or removes it.
            </>,
            <>
              <strong>This is a mistake</strong>: if your own text was warned or held, tell us once why it is not a scam, and an
              administrator will look at it.
            </>,
          ]}
        />
      </InfoSection>
      <InfoSection title="Anything else?">
        <Text>
          Read the{' '}
          <AnchorLink underline="always" to="/terms">
            Terms of Use
          </AnchorLink>{' '}
          and the{' '}
          <AnchorLink underline="always" to="/privacy">
            Privacy
          </AnchorLink>{' '}
          page, or see how to{' '}
          <AnchorLink underline="always" to="/contact">
            contact us
          </AnchorLink>
          .
        </Text>
      </InfoSection>
    </InfoPageFrame>
  );
}
