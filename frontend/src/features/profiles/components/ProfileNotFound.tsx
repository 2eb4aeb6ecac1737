import { Container } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { EmptyState } from '../../../components/EmptyState';
import { ButtonLink } from '../../../components/links';

export function ProfileNotFound() {
  return (
    <Container size="sm" py="xl">
      <EmptyState title="User not found" description="There is no one at this address." icon={<IconUserOff size={28} aria-hidden />}>
        <ButtonLink to="/freelancers" variant="default">
          Browse service providers
        </ButtonLink>
      </EmptyState>
    </Container>
  );
}
