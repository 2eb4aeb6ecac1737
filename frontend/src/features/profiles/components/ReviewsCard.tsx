import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Review } from '../../../api/types';
import { AnchorLink } from '../../../components/links';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { UserAvatar } from '../../../components/UserAvatar';
import { formatDate } from '../../../lib/format';
import { reviewsQueryOptions } from '../api';
import { RatingStars } from './RatingStars';

export type ReviewsCardProps = {
  userId: string;
};

/** The reviews the user received, newest first, a page at a time; the viewer's own ones still waiting are marked. */
export function ReviewsCard({ userId }: ReviewsCardProps) {
  const query = useInfiniteQuery(reviewsQueryOptions(userId));
  const { isPending } = query;
  const reviews = query.data?.pages.flatMap((page) => page.items);
  // A later page's failure shows under the list, by Load more.
  const isError = query.isError && !query.data;

  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Reviews
      </Title>
      {isPending && <Loader size="sm" role="status" aria-label="Loading" />}
      {isError && (
        <Text fz="sm" c="dimmed">
          The reviews could not be loaded.
        </Text>
      )}
      {reviews?.length === 0 && (
        <Text fz="sm" c="dimmed">
          No reviews yet.
        </Text>
      )}
      {reviews && reviews.length > 0 && (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </Stack>
      )}
      {reviews && <MorePagesFooter query={query} />}
    </Card>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { reviewer } = review;
  return (
    <Stack component="li" gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <UserAvatar
            firstName={reviewer?.firstName ?? ''}
            lastName={reviewer?.lastName ?? ''}
            imageUrl={reviewer?.profileImageUrl}
            size={36}
          />
          <Stack gap={0} miw={0}>
            {reviewer ? (
              <Group gap="xs" wrap="nowrap">
                <AnchorLink to="/profile/$userId" params={{ userId: review.reviewerId }} fw={600} fz="sm">
                  {reviewer.firstName} {reviewer.lastName}
                </AnchorLink>
                {/* The review stays; the reviewer's profile is hidden meanwhile. */}
                {reviewer.isSuspended && (
                  <Badge color="red" variant="light" size="sm">
                    Suspended
                  </Badge>
                )}
              </Group>
            ) : (
              <Text fw={600} fz="sm">
                Unknown user
              </Text>
            )}
            {/* Which job the review was for: the contract keeps its title. */}
            {review.jobTitle && (
              <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
                For: {review.jobTitle}
              </Text>
            )}
            <Text fz="xs" c="dimmed">
              {formatDate(review.createdAt)}
            </Text>
          </Stack>
        </Group>
        <RatingStars rating={review.rating} />
      </Group>
      {review.status === 'waiting' && (
        <Group>
          {/* Gray, as a secondary status: yellow text on its light tint stays under WCAG AA contrast. */}
          <Badge color="gray" variant="light" tt="none">
            Visible once published
          </Badge>
        </Group>
      )}
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {review.comment}
      </Text>
    </Stack>
  );
}
