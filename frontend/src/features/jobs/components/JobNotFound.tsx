import { Container } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { IconBriefcase } from '@tabler/icons-react';
import { ButtonLink } from '../../../components/links';

export function JobNotFound() {
  return (
    <Container size="sm" py="xl">
      <EmptyState title="Job not found" description="This job does not exist or its address is wrong." icon={<IconBriefcase size={28} />}>
        <ButtonLink to="/jobs" variant="default">
          Back to Jobs
        </ButtonLink>
      </EmptyState>
    </Container>
  );
}
