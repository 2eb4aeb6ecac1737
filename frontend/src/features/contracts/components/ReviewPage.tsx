import { Button, Card, Container, Group, Input, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Contract, ContractParty } from '../../../api/types';
import { ButtonLink } from '../../../components/links';
import { fullName } from '../../../lib/format';
import { LIMITS } from '../../../lib/limits';
import { notifyError } from '../../../lib/notify';
import { contractQueryOptions, hasReviewed, otherParty } from '../api';
import { useSubmitReview } from '../hooks/useContractMutations';
import type { ReviewDraft } from '../hooks/useContractMutations';
import { ContractNotFound } from './ContractNotFound';

/** Spec section 2: the words of each star. */
export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;
export const REVIEW_COMMENT_MAX_LENGTH = LIMITS.review.comment;

export type ReviewPageProps = {
  contractId: string;
  /** After the review was saved. */
  onSubmitted: () => void;
};

export function ReviewPage({ contractId, onSubmitted }: ReviewPageProps) {
  const { data: contract } = useSuspenseQuery(contractQueryOptions(contractId));
  if (!contract) return <ContractNotFound />;
  const side = contract.viewerRole;
  if (!side) return <ReviewNotice contract={contract} message="Only the client and the worker of a contract can review it." />;
  if (contract.status !== 'completed') {
    return <ReviewNotice contract={contract} message="You can review once the contract is marked as complete." />;
  }
  if (hasReviewed(contract, side)) return <ReviewNotice contract={contract} message="You've already reviewed this contract" />;
  return <ReviewForm contract={contract} side={side} onSubmitted={onSubmitted} />;
}

function ReviewNotice({ contract, message }: { contract: Contract; message: string }) {
  return (
    <Container size="sm" py="lg">
      <Card withBorder>
        <Text fw={600}>{message}</Text>
        <ButtonLink to="/contracts/$contractId" params={{ contractId: contract.id }} variant="default" mt="sm">
          Back to Contract
        </ButtonLink>
      </Card>
    </Container>
  );
}

function ReviewForm({ contract, side, onSubmitted }: { contract: Contract; side: ContractParty; onSubmitted: () => void }) {
  const reviewee = otherParty(contract, side);
  const [hovered, setHovered] = useState(-1);
  const form = useForm<ReviewDraft>({
    name: 'review',
    initialValues: { rating: 0, comment: '' },
    validate: {
      rating: (value) => (value >= 1 && value <= 5 ? null : 'Please select a rating'),
      comment: (value) => (value.trim() ? null : 'Please write a comment'),
    },
  });

  const submit = useSubmitReview(contract, side, { onSubmitted, onFieldErrors: form.setErrors });

  const handleInvalid = (errors: typeof form.errors) => {
    notifyError({ title: String(errors.rating ?? errors.comment) });
  };

  const shownRating = hovered > 0 ? hovered : form.values.rating;

  return (
    <Container size="sm" py="lg">
      <Card withBorder>
        <form onSubmit={form.onSubmit((values) => submit.mutate(values), handleInvalid)} noValidate>
          <Stack gap="md">
            <div>
              <Title order={2} size="h4">
                Review {fullName(reviewee)}
              </Title>
              <Text size="sm" c="dimmed">
                {contract.jobTitle}
              </Text>
            </div>
            <Input.Wrapper label="Rating" withAsterisk error={form.errors.rating} id="review-rating">
              <Group gap="sm" mt={4}>
                <Rating
                  size="lg"
                  value={form.values.rating}
                  onChange={(value) => form.setFieldValue('rating', value)}
                  onHover={setHovered}
                  aria-labelledby="review-rating-label"
                  readOnly={submit.isPending}
                />
                <Text size="sm" aria-live="polite" id="review-rating-label">
                  {shownRating > 0 ? RATING_LABELS[shownRating - 1] : 'Choose 1 to 5 stars'}
                </Text>
              </Group>
            </Input.Wrapper>
            <Textarea
              label="Comment"
              placeholder="How was working together?"
              autosize
              minRows={4}
              maxRows={10}
              maxLength={REVIEW_COMMENT_MAX_LENGTH}
              withAsterisk
              description={`${form.values.comment.length}/${REVIEW_COMMENT_MAX_LENGTH}`}
              disabled={submit.isPending}
              {...form.getInputProps('comment')}
            />
            <Text size="xs" c="dimmed">
              Reviews are double-blind: yours shows once {reviewee.firstName} has reviewed you too, or 14 days after completion.
            </Text>
            <Group justify="flex-end">
              <ButtonLink to="/contracts/$contractId" params={{ contractId: contract.id }} variant="default" disabled={submit.isPending}>
                Back
              </ButtonLink>
              <Button type="submit" loading={submit.isPending}>
                Submit Review
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
