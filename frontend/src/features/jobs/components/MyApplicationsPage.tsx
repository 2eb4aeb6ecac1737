import { Container, Stack } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DrawnInTurn } from '../../../components/DrawnInTurn';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { IconFileText } from '@tabler/icons-react';
import { ButtonLink } from '../../../components/links';
import type { SafetyNoticeTarget } from '../../../lib/safety';
import { myApplicationsQueryOptions } from '../api';
import { MyApplicationCard } from './MyApplicationCard';

export type MyApplicationsPageProps = {
  /** Why the safety check held or flagged a cover letter, and the way to ask for a review. */
  renderSafetyNotice?: (target: SafetyNoticeTarget) => ReactNode;
};

/** The signed-in worker's applications, a page at a time. */
export function MyApplicationsPage({ renderSafetyNotice }: MyApplicationsPageProps = {}) {
  const query = useSuspenseInfiniteQuery(myApplicationsQueryOptions());
  const applications = query.data.pages.flatMap((page) => page.items);

  return (
    <Container size="md" py="xl">
      {applications.length === 0 ? (
        <EmptyState
          title="No applications yet"
          description="Find a job that fits you and apply with a cover letter."
          icon={<IconFileText size={28} />}
        >
          <ButtonLink to="/jobs">Browse Jobs</ButtonLink>
        </EmptyState>
      ) : (
        <Stack gap="md">
          <DrawnInTurn items={applications} readFrom={query.data.pages[0]} keyOf={(application) => application.id}>
            {(application) => <MyApplicationCard application={application} renderSafetyNotice={renderSafetyNotice} />}
          </DrawnInTurn>
          <MorePagesFooter query={query} />
        </Stack>
      )}
    </Container>
  );
}
