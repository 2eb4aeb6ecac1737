import { Container } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { EmptyState } from '../../../components/EmptyState';
import { ButtonLink } from '../../../components/links';

export function ContractNotFound() {
  return (
    <Container size="sm" py="xl">
      <EmptyState
        title="Contract not found"
        description="This contract does not exist, or it is not one of yours."
        icon={<IconFileOff size={28} aria-hidden />}
      >
        <ButtonLink to="/contracts" variant="default">
          Back to Contracts
        </ButtonLink>
      </EmptyState>
    </Container>
  );
}
