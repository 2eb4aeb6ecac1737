import { Text } from '@mantine/core';
import { AnchorLink } from '../../../components/links';
import { InfoList, InfoPageFrame, InfoSection } from './InfoPageFrame';

/** The plain rules of use. */
export function TermsPage() {
  return (
    <InfoPageFrame title="Terms of Use" intro="The rules everyone on VerifiedWork agrees to, in plain words.">
      <InfoSection title="Who may use VerifiedWork">
        <Text>
          Anyone who wants remote support work or wants to hire for it may create an account. Give your real name; one account per person.
          Verifying your identity is optional, but some clients only take verified workers.
        </Text>
      </InfoSection>
      <InfoSection title="No fees to workers">
        <Text>
          Workers never pay to apply, to be hired, to get verified or to be paid. A job that asks you for money first (a starter kit, a
          training fee, a deposit, equipment to buy) is a scam: do not pay, and report it.
        </Text>
      </InfoSection>
      <InfoSection title="Payments and off-platform scams">
        <InfoList
          items={[
            'Agree the terms of the work in the contract you make on VerifiedWork, so both sides can see them.',
            'Never send money, gift cards, crypto or bank or card details to someone you met here, and never "forward" payments for a client.',
            'Do not move a conversation to another app to get around our safety checks or to ask for personal documents.',
            'Never share your password or sign-in codes with anyone.',
          ]}
        />
      </InfoSection>
      <InfoSection title="What gets a post removed">
        <InfoList
          items={[
            'Asking workers for money, fees or deposits, or for bank, card or identity documents up front.',
            'Pay that is not real work: "reshipping" parcels, moving money, fake cheques, or rating or clicking for pay.',
            'Misleading titles, pay or company names, and posts copied to look like another business.',
            'Adult, hateful or illegal work, and anything that breaks the law where you or the other party live.',
          ]}
        />
        <Text>
          Our scam shield reads every post, cover letter and message: it may show a warning with it or hold it until an administrator looks.
          An administrator decides, and may take a post down with a note saying why.
        </Text>
      </InfoSection>
      <InfoSection title="What gets an account suspended">
        <InfoList
          items={[
            'Scams, or asking for money or personal documents, in posts or messages.',
            'Harassment, threats or hateful messages.',
            'A false identity, or a verification made with someone else’s ID.',
            'Repeatedly breaking these rules after a post was removed.',
          ]}
        />
        <Text>
          A suspension lasts for a period or until an administrator lifts it. While it lasts the account cannot sign in, its posts and
          profile are hidden from others and its pending applications are withdrawn.
        </Text>
      </InfoSection>
      <InfoSection title="Reviews and disputes">
        <Text>
          After a contract is completed both sides may review each other; reviews must be honest and about the work. If a contract goes
          wrong, open a dispute on it and an administrator will look at it.
        </Text>
      </InfoSection>
      <InfoSection title="More">
        <Text>
          How we treat your data is on the{' '}
          <AnchorLink underline="always" to="/privacy">
            Privacy
          </AnchorLink>{' '}
          page; answers to common questions are in{' '}
          <AnchorLink underline="always" to="/help">
            Help
          </AnchorLink>
          .
        </Text>
      </InfoSection>
    </InfoPageFrame>
  );
}
