import { Card, Text, Title } from '@mantine/core';
import type { PublicProfile } from '../../../api/types';
import { AnchorLink } from '../../../components/links';
import { formatRating } from '../../../lib/format';

export type VisitorReviewsCardProps = {
  profile: Pick<PublicProfile, 'id' | 'rating' | 'reviewCount'>;
};

/**
 * The reviews card as a visitor sees it (decision 0061): the rating and the count, and an invitation
 * to sign in to read them. A review names its reviewer, who never chose to be seen by visitors.
 */
export function VisitorReviewsCard({ profile }: VisitorReviewsCardProps) {
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Reviews
      </Title>
      <Text fz="sm" mb="xs">
        {formatRating(profile)}
      </Text>
      <Text fz="sm" c="dimmed">
        Reviews are for members.{' '}
        <AnchorLink to="/login" search={{ next: `/profile/${profile.id}` }}>
          Sign in to read them
        </AnchorLink>
        , or{' '}
        <AnchorLink to="/login" search={{ mode: 'signup', next: `/profile/${profile.id}` }}>
          create an account
        </AnchorLink>
        .
      </Text>
    </Card>
  );
}
