import { Badge, Card, Container, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconUsers } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import type { User } from '../../../api/types';
import { PageLoader } from '../../../components/PageLoader';
import { adminStatsQueryOptions } from '../api';
import { adminQueuesQueryOptions } from '../queues';
import { AdminViewerContext } from '../viewer';
import { AdminQueueCards } from '../../../components/AdminQueueCards';
import { ADMIN_SECTIONS } from '../sections';
import type { AdminSection } from '../sections';
import type { AuditLogSearch } from '../audit-log-search';
import { AuditLogList } from './AuditLogList';
import { AppealsList } from './AppealsList';
import { DisputesList } from './DisputesList';
import { PeopleList } from './PeopleList';
import { ReportsList } from './ReportsList';
import { SafetyReviewList } from './SafetyReviewList';
import { SecondFactorGate, SecondFactorRequired } from './SecondFactorGate';
import { VerificationReviewList } from './VerificationReviewList';

/** Spec section 9: how long a non-admin sees the denial before being sent home. */
const ACCESS_DENIED_REDIRECT_MS = 1000;

export type AdminPageProps = {
  viewer: User;
  section: AdminSection;
  onSectionChange: (section: AdminSection) => void;
  /** The audit log's filters, kept in the address, and how to change them (the audit log section only). */
  auditLog?: { search: AuditLogSearch; onSearchChange: (search: AuditLogSearch) => void };
};

/**
 * Spec: "Stats, verification review with a note, lists of reports (shown when pending) and
 * disputes (shown when open or under_review)", one section at a time. The screen itself turns
 * non-admins away (the server refuses them too).
 */
export function AdminPage({ viewer, ...others }: AdminPageProps) {
  if (viewer.role !== 'admin') return <AccessDenied />;
  if (!viewer.twoFactorEnabled) return <SecondFactorRequired />;
  return (
    <SecondFactorGate>
      <AdminViewerContext.Provider value={viewer.id}>
        <AdminPanel viewerId={viewer.id} {...others} />
      </AdminViewerContext.Provider>
    </SecondFactorGate>
  );
}

export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate({ to: '/' }), ACCESS_DENIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <Container size="sm" py="xl">
      <Card>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon variant="light" color="red" size="xl" radius="xl">
            <IconLock size={24} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3">
            Access Denied - This page is for administrators only
          </Title>
          <Text c="dimmed">Taking you back to the dashboard…</Text>
        </Stack>
      </Card>
    </Container>
  );
}

function AdminPanel({ viewerId, section, onSectionChange, auditLog }: Omit<AdminPageProps, 'viewer'> & { viewerId: string }) {
  const handleTabChange = (value: string | null) => {
    const next = ADMIN_SECTIONS.find((item) => item.value === value);
    if (next) onSectionChange(next.value);
  };
  const { data: queues } = useQuery(adminQueuesQueryOptions());

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Suspense fallback={<PageLoader />}>
          <AdminStatCards />
        </Suspense>
        <Tabs value={section} onChange={handleTabChange} keepMounted={false}>
          <Tabs.List>
            {ADMIN_SECTIONS.map(({ value, label }) => (
              <SectionTab key={value} value={value} label={label} waiting={queues?.find((queue) => queue.kind === value)?.open} />
            ))}
          </Tabs.List>
          <Tabs.Panel value="verifications" pt="lg">
            <Suspense fallback={<PageLoader />}>
              <VerificationReviewList />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="reports" pt="lg">
            <Suspense fallback={<PageLoader />}>
              <ReportsList />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="disputes" pt="lg">
            <Suspense fallback={<PageLoader />}>
              <DisputesList />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="appeals" pt="lg">
            <AppealsList viewerId={viewerId} />
          </Tabs.Panel>
          <Tabs.Panel value="safety" pt="lg">
            <SafetyReviewList />
          </Tabs.Panel>
          <Tabs.Panel value="people" pt="lg">
            <PeopleList />
          </Tabs.Panel>
          <Tabs.Panel value="audit-log" pt="lg">
            {auditLog && <AuditLogList search={auditLog.search} onSearchChange={auditLog.onSearchChange} />}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

/** The platform's size, then the work waiting in each queue (the spec's Pending Verifications, Active Reports, Open Disputes among them). */
function AdminStatCards() {
  const { data: stats } = useSuspenseQuery(adminStatsQueryOptions());
  // On a large platform the account count is the database's estimate (the API says so).
  const totalUsers = stats.totalUsersApproximate ? `≈ ${stats.totalUsers}` : stats.totalUsers;
  return (
    <Stack gap="md">
      <AdminQueueCards />
      <Text fz="sm" c="dimmed" aria-label="Total Users">
        <IconUsers size={14} aria-hidden /> Total Users: <b>{totalUsers}</b>
      </Text>
    </Stack>
  );
}

/** A section's tab, with how many items wait in its queue (sections that are no queue have none); screen readers hear the count on the cards above. */
function SectionTab({ value, label, waiting }: { value: AdminSection; label: string; waiting: number | undefined }) {
  return (
    <Tabs.Tab
      value={value}
      rightSection={
        waiting ? (
          <Badge size="sm" variant="filled" aria-hidden>
            {waiting}
          </Badge>
        ) : undefined
      }
    >
      {label}
    </Tabs.Tab>
  );
}
