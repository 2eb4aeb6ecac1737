import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBan } from '@tabler/icons-react';
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import type { AdminReport, AdminUser, User } from '../../../api/types';
import { AnchorLink } from '../../../components/links';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { PageLoader } from '../../../components/PageLoader';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate, fullName } from '../../../lib/format';
import { getRoleLabel } from '../../../lib/roles';
import { adminUserQueryOptions, userDisputesQueryOptions, userReportsQueryOptions, userVerificationsQueryOptions } from '../api';
import { AccessDenied } from './AdminPage';
import { EnforcementDialog } from './EnforcementDialog';
import { EnforcementHistory } from './EnforcementHistory';
import { PersonBadges } from './PeopleList';
import { SecondFactorGate, SecondFactorRequired } from './SecondFactorGate';
import { UserPortfolio } from './UserPortfolio';

export type AdminUserPageProps = {
  viewer: User;
  userId: string;
  /** The account's trust score and its breakdown, as the profiles show it. */
  renderTrustScore: (account: AdminUser) => ReactNode;
};

/** One account as administrators see it: who it is, what it did and what was done to it, and a suspension. */
export function AdminUserPage({ viewer, ...others }: AdminUserPageProps) {
  if (viewer.role !== 'admin') return <AccessDenied />;
  if (!viewer.twoFactorEnabled) return <SecondFactorRequired />;
  return (
    <SecondFactorGate>
      <Suspense fallback={<PageLoader />}>
        <AdminUserDetails viewer={viewer} {...others} />
      </Suspense>
    </SecondFactorGate>
  );
}

function AdminUserDetails({ viewer, userId, renderTrustScore }: AdminUserPageProps) {
  const { data: person } = useSuspenseQuery(adminUserQueryOptions(userId));
  const name = fullName(person);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <AnchorLink to="/admin/people" fz="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <IconArrowLeft size={16} aria-hidden />
          Back to people
        </AnchorLink>
        <AccountCard person={person} viewer={viewer} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {renderTrustScore(person)}
          <Section title="Enforcement history">
            <EnforcementHistory userId={userId} />
          </Section>
          <Section title="Verification history">
            <VerificationHistory userId={userId} />
          </Section>
          <Section title="Disputes">
            <UserDisputes userId={userId} />
          </Section>
        </SimpleGrid>
        <Section title="Portfolio">
          <UserPortfolio userId={userId} isOwnAccount={userId === viewer.id} />
        </Section>
        <Section title="Reports">
          <UserReportsLists userId={userId} name={name} />
        </Section>
      </Stack>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Why the viewer may not suspend this account, or null when they may. */
function suspensionRefusal(person: AdminUser, viewer: User): string | null {
  if (person.id === viewer.id) return 'You cannot suspend your own account.';
  if (person.role === 'admin') return 'Administrators cannot be suspended.';
  return null;
}

function AccountCard({ person, viewer }: { person: AdminUser; viewer: User }) {
  const [suspending, setSuspending] = useState(false);
  const name = fullName(person);
  const refusal = suspensionRefusal(person, viewer);
  const { suspension } = person;

  return (
    <Card component="section" aria-label="Account">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0}>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {person.username && (
              <Text c="dimmed" fz="sm">
                @{person.username}
              </Text>
            )}
            <PersonBadges person={person} />
            {!person.deleted && (
              <AnchorLink to="/profile/$userId" params={{ userId: person.id }} fz="sm">
                View profile
              </AnchorLink>
            )}
            <AnchorLink to="/admin/audit-log" search={{ personId: person.id }} fz="sm">
              Audit log for this person
            </AnchorLink>
          </Stack>
          {!suspension && !person.deleted && (
            <Stack gap={4} align="flex-end">
              <Button
                color="red"
                variant="light"
                leftSection={<IconBan size={16} aria-hidden />}
                disabled={refusal !== null}
                onClick={() => setSuspending(true)}
              >
                Suspend account
              </Button>
              {refusal && (
                <Text fz="xs" c="dimmed">
                  {refusal}
                </Text>
              )}
            </Stack>
          )}
        </Group>
        {suspension && (
          <Alert color="red" title={suspension.until ? `Suspended until ${formatDate(suspension.until)}` : 'Suspended until lifted'}>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {suspension.reason}
            </Text>
            <Text fz="xs" c="dimmed" mt={4}>
              Since {formatDate(suspension.since)}. Lift it from the enforcement history.
            </Text>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label="Email">
            {person.email}
            {!person.emailVerified && ' (not confirmed)'}
          </Fact>
          <Fact label="Role">{getRoleLabel(person.role)}</Fact>
          <Fact label="Joined">{formatDate(person.createdAt)}</Fact>
          <Fact label="Two-factor sign-in">{person.twoFactorEnabled ? 'On' : 'Off'}</Fact>
        </SimpleGrid>
      </Stack>
      {refusal === null && (
        <EnforcementDialog
          kind="suspension"
          subjectId={person.id}
          subject={name}
          opened={suspending}
          onClose={() => setSuspending(false)}
        />
      )}
    </Card>
  );
}

function VerificationHistory({ userId }: { userId: string }) {
  const query = useSuspenseInfiniteQuery(userVerificationsQueryOptions(userId));
  const requests = query.data.pages.flatMap((page) => page.items);
  if (requests.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No verification requests.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {requests.map((request) => (
          <Stack component="li" key={request.id} gap={4}>
            <Group gap="xs">
              <Text fz="sm" fw={600}>
                Submitted {formatDate(request.createdAt)}
              </Text>
              <StatusBadge status={request.status} size="sm" />
            </Group>
            {request.reviewedAt && (
              <Text fz="xs" c="dimmed">
                Reviewed {formatDate(request.reviewedAt)}
              </Text>
            )}
            {request.reviewNote && (
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {request.reviewNote}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
      <MorePagesFooter query={query} />
    </Stack>
  );
}

function UserDisputes({ userId }: { userId: string }) {
  const query = useSuspenseInfiniteQuery(userDisputesQueryOptions(userId));
  const disputes = query.data.pages.flat();
  if (disputes.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No disputes on this account's contracts.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {disputes.map((dispute) => (
          <Stack component="li" key={dispute.id} gap={4}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <AnchorLink
                to="/contracts/$contractId"
                params={{ contractId: dispute.contractId }}
                fz="sm"
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {dispute.jobTitle}
              </AnchorLink>
              <StatusBadge status={dispute.status} size="sm" />
            </Group>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {dispute.reason}
            </Text>
            <Text fz="xs" c="dimmed">
              Opened by{' '}
              {dispute.initiatorId === userId ? 'this user' : dispute.initiator ? fullName(dispute.initiator) : 'a deleted account'} on{' '}
              {formatDate(dispute.createdAt)}
            </Text>
            {dispute.resolution && (
              <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Resolution: {dispute.resolution}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
      <MorePagesFooter query={query} />
    </Stack>
  );
}

const REPORT_TYPE_LABELS: Record<AdminReport['reportType'], string> = { user: 'User', job: 'Job post', message: 'Message' };

function UserReportsLists({ userId, name }: { userId: string; name: string }) {
  const { data: reports } = useSuspenseQuery(userReportsQueryOptions(userId));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ReportList title={`Against ${name}`} reports={reports.against} empty="No reports against this account." />
      <ReportList title={`Filed by ${name}`} reports={reports.filed} empty="No reports filed." />
    </SimpleGrid>
  );
}

function ReportList({ title, reports, empty }: { title: string; reports: AdminReport[]; empty: string }) {
  return (
    <Stack gap="sm" aria-label={title} component="section">
      <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {reports.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {reports.map((report) => (
            <Stack component="li" key={report.id} gap={4}>
              <Group gap="xs">
                <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {REPORT_TYPE_LABELS[report.reportType]}
                  {report.targetName && `: ${report.targetName}`}
                </Text>
                <StatusBadge status={report.status} size="sm" />
              </Group>
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {report.reason}
              </Text>
              <Text fz="xs" c="dimmed">
                {report.reporter ? `By ${fullName(report.reporter)}` : 'By a deleted account'} on {formatDate(report.createdAt)}
              </Text>
              {report.note && (
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  Note: {report.note}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
