import { Card, Container, Group, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlag, IconLock, IconScale, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import type { IconProps } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import type { ComponentType } from 'react';
import type { User } from '../../../api/types';
import { PageLoader } from '../../../components/PageLoader';
import { adminStatsQueryOptions } from '../api';
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
      <AdminPanel viewerId={viewer.id} {...others} />
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

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Suspense fallback={<PageLoader />}>
          <AdminStatCards />
        </Suspense>
        <Tabs value={section} onChange={handleTabChange} keepMounted={false}>
          <Tabs.List>
            {ADMIN_SECTIONS.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
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

type StatCard = { label: string; value: number | string; icon: ComponentType<IconProps> };

function AdminStatCards() {
  const { data: stats } = useSuspenseQuery(adminStatsQueryOptions());
  const cards: StatCard[] = [
    // On a large platform the account count is the database's estimate (the API says so).
    { label: 'Total Users', value: stats.totalUsersApproximate ? `≈ ${stats.totalUsers}` : stats.totalUsers, icon: IconUsers },
    { label: 'Pending Verifications', value: stats.pendingVerifications, icon: IconShieldCheck },
    { label: 'Active Reports', value: stats.activeReports, icon: IconFlag },
    { label: 'Open Disputes', value: stats.openDisputes, icon: IconScale },
  ];

  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {cards.map(({ label, value, icon: Icon }) => (
        <Card key={label} aria-label={label} padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div>
              <Text c="dimmed" fz="sm" fw={500}>
                {label}
              </Text>
              <Text fz={28} fw={700}>
                {value}
              </Text>
            </div>
            <ThemeIcon variant="light" size="lg" visibleFrom="xs">
              <Icon size={18} aria-hidden />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
