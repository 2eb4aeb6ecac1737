import { Button, Card, CloseButton, Code, Collapse, Group, Input, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconDownload, IconFilterOff, IconHistory } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink } from '../../../components/links';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { formatClockTime, formatDate, fullName } from '../../../lib/format';
import { adminUserQueryOptions, peopleQueryOptions } from '../api';
import { auditActionsQueryOptions, auditAdministratorsQueryOptions, auditLogQueryOptions, useExportAuditLog } from '../audit-log-api';
import type { AuditActions, AuditEntry, AuditPerson } from '../audit-log-api';
import { validateAuditLogSearch } from '../audit-log-search';
import type { AuditLogSearch } from '../audit-log-search';

/** How long typing pauses before the person search is sent. */
const PERSON_SEARCH_DEBOUNCE_MS = 300;

export type AuditLogListProps = {
  /** The filters, as the address holds them (those not of their shape are left out). */
  search: AuditLogSearch;
  onSearchChange: (search: AuditLogSearch) => void;
};

/** The filters without the ones left empty, so the address names only those in use. */
function withoutEmpty(search: AuditLogSearch): AuditLogSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value)) as AuditLogSearch;
}

/** A person as the log names them: the name, and the username after it. */
function personLabel(person: AuditPerson): string {
  return person.username ? `${person.name} (@${person.username})` : person.name;
}

/**
 * What administrators did, newest first, narrowed by who acted, whom it concerned, what was done
 * and when (decision 0067); each entry links to what it concerns and shows the record before and
 * after. The filters live in the address, and the CSV export takes the same.
 */
export function AuditLogList({ search: addressed, onSearchChange }: AuditLogListProps) {
  const search = validateAuditLogSearch(addressed);
  // The previous entries stay while the next filter's load, so the list does not blink.
  const query = useInfiniteQuery({ ...auditLogQueryOptions(search), placeholderData: keepPreviousData });
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { data: catalogue } = useQuery(auditActionsQueryOptions());
  const exportLog = useExportAuditLog();
  const labels = new Map(catalogue?.actions.map((action) => [action.name, action.label]));
  const change = (changes: Partial<AuditLogSearch>) => onSearchChange(withoutEmpty({ ...search, ...changes }));
  const filtered = Object.keys(withoutEmpty(search)).length > 0;

  return (
    <Stack gap="md">
      <Card component="section" aria-label="Filters" padding="md">
        <Stack gap="sm">
          {/* Five filters side by side leave the person search too narrow for its placeholder beside the navigation. */}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <AdministratorFilter value={search.adminId} entries={entries} onChange={(adminId) => change({ adminId })} />
            <PersonFilter value={search.personId} entries={entries} onChange={(personId) => change({ personId })} />
            <ActionFilter value={search.action} catalogue={catalogue} onChange={(action) => change({ action })} />
            <TextInput
              type="date"
              label="From"
              description="This day included"
              value={search.from ?? ''}
              max={search.to}
              onChange={(event) => change({ from: event.currentTarget.value || undefined })}
            />
            <TextInput
              type="date"
              label="To"
              description="This day included"
              value={search.to ?? ''}
              min={search.from}
              onChange={(event) => change({ to: event.currentTarget.value || undefined })}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            {filtered && (
              <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onSearchChange({})}>
                Clear filters
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exportLog.isPending}
              onClick={() => exportLog.mutate(search)}
            >
              Export CSV
            </Button>
          </Group>
        </Stack>
      </Card>
      {query.isPending ? (
        <Loader mx="auto" role="status" aria-label="Loading" />
      ) : entries.length === 0 && !query.isError ? (
        <EmptyState
          title="No entries"
          description={filtered ? 'No administrator action matches these filters.' : 'Administrators’ actions appear here.'}
          icon={<IconHistory size={28} aria-hidden />}
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="Audit log entries" style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} label={labels.get(entry.action) ?? entry.action} onFilter={change} />
          ))}
        </Stack>
      )}
      <MorePagesFooter query={query} />
    </Stack>
  );
}

type FilterProps = { value: string | undefined; onChange: (value: string | undefined) => void };

/** The administrators now, by name; one who is no longer (named by an entry) while the log is filtered by them. */
function AdministratorFilter({ value, entries, onChange }: FilterProps & { entries: AuditEntry[] }) {
  const { data: administrators = [] } = useQuery(auditAdministratorsQueryOptions());
  const options = administrators.map((admin) => ({ value: admin.id, label: personLabel(admin) }));
  if (value && !options.some((option) => option.value === value)) {
    const named = entries.find((entry) => entry.adminId === value)?.admin;
    options.unshift({ value, label: named ? personLabel(named) : 'Another administrator' });
  }
  return (
    <Select
      label="Administrator"
      placeholder="Anyone"
      data={options}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      searchable
      clearable
      nothingFoundMessage="No administrator of that name"
    />
  );
}

/** A person chosen by a search of the accounts, or named by the address (from a link); cleared with its button. */
function PersonFilter({ value, entries, onChange }: FilterProps & { entries: AuditEntry[] }) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), PERSON_SEARCH_DEBOUNCE_MS);
  const chosen = useQuery({ ...adminUserQueryOptions(value ?? ''), enabled: value !== undefined });
  const found = useInfiniteQuery({ ...peopleQueryOptions(debounced), enabled: value === undefined && debounced !== '' });
  const labelId = useId();

  if (value !== undefined) {
    const named = entries.find((entry) => entry.personId === value)?.person;
    const name = chosen.data ? fullName(chosen.data) : (named?.name ?? 'This person');
    const username = chosen.data?.username ?? named?.username;
    return (
      <Stack gap={4} role="group" aria-labelledby={labelId}>
        <Input.Label id={labelId} labelElement="div">
          Person
        </Input.Label>
        <Group gap="xs" wrap="nowrap" mih={36}>
          <AnchorLink to="/admin/users/$userId" params={{ userId: value }} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {username ? `${name} (@${username})` : name}
          </AnchorLink>
          <CloseButton aria-label="Clear the person filter" onClick={() => onChange(undefined)} />
        </Group>
      </Stack>
    );
  }

  const people = found.data?.pages[0] ?? [];
  return (
    <Select
      label="Person"
      placeholder="Name, email or username"
      searchable
      data={people.map((person) => ({
        value: person.id,
        label: `${fullName(person)}${person.username ? ` (@${person.username})` : ''} · ${person.email}`,
      }))}
      // The server searched: every answer it gives is shown.
      filter={({ options }) => options}
      searchValue={text}
      onSearchChange={setText}
      value={null}
      onChange={(id) => {
        if (!id) return;
        setText('');
        onChange(id);
      }}
      rightSection={found.isFetching ? <Loader size="xs" role="status" aria-label="Searching" /> : undefined}
      nothingFoundMessage={debounced && !found.isFetching ? 'No one found' : undefined}
    />
  );
}

/** Every action of the catalogue, grouped by family, with a choice of any action of each family. */
function ActionFilter({ value, catalogue, onChange }: FilterProps & { catalogue: AuditActions | undefined }) {
  const groups = (catalogue?.families ?? []).map(({ family, label }) => ({
    group: label,
    items: [
      { value: `${family}.`, label: `Any: ${label}` },
      ...(catalogue?.actions ?? [])
        .filter((action) => action.family === family)
        .map((action) => ({ value: action.name, label: action.label })),
    ],
  }));
  return (
    <Select
      label="Action"
      placeholder="Any action"
      data={groups}
      value={value ?? null}
      onChange={(action) => onChange(action ?? undefined)}
      searchable
      clearable
      nothingFoundMessage="No such action"
    />
  );
}

const WRAP = { overflowWrap: 'anywhere' } as const;

/** A person of an entry, linked to their page: by name, or by id when no account has it. */
function PersonLink({ id, person }: { id: string; person: AuditPerson | null }) {
  return (
    <AnchorLink to="/admin/users/$userId" params={{ userId: id }} style={WRAP}>
      {person ? personLabel(person) : id}
    </AnchorLink>
  );
}

/** What the entry acted on, as a link to where it is handled; none when the person's link says it all. */
function subjectLink(entry: AuditEntry): ReactNode {
  const { subjectType, subjectId, action, after } = entry;
  if (subjectType === 'job_post' || subjectType === 'availability_post') {
    return (
      <AnchorLink to="/jobs/$jobId" params={{ jobId: subjectId }}>
        The post
      </AnchorLink>
    );
  }
  if (action.startsWith('safety.')) return <AnchorLink to="/admin/safety">Safety queue</AnchorLink>;
  if (subjectType === 'verification_request') return <AnchorLink to="/admin/verifications">Verifications</AnchorLink>;
  if (subjectType === 'report' || (subjectType === 'conversation' && after?.reportId))
    return <AnchorLink to="/admin/reports">Reports</AnchorLink>;
  if (subjectType === 'dispute' || (subjectType === 'conversation' && after?.disputeId))
    return <AnchorLink to="/admin/disputes">Disputes</AnchorLink>;
  if (subjectType === 'appeal') return <AnchorLink to="/admin/appeals">Appeals</AnchorLink>;
  if (subjectType === 'user' && subjectId !== entry.personId) {
    return (
      <AnchorLink to="/admin/users/$userId" params={{ userId: subjectId }}>
        The account
      </AnchorLink>
    );
  }
  return null;
}

/** A record's state as the entry keeps it, as indented JSON. */
function RecordState({ title, state }: { title: string; state: Record<string, unknown> | null }) {
  return (
    <Stack gap={4} miw={0}>
      <Text fz="xs" fw={600} c="dimmed">
        {title}
      </Text>
      {state ? (
        <Code block style={{ whiteSpace: 'pre-wrap', ...WRAP }}>
          {JSON.stringify(state, null, 2)}
        </Code>
      ) : (
        <Text fz="sm">Nothing recorded</Text>
      )}
    </Stack>
  );
}

function EntryRow({ entry, label, onFilter }: { entry: AuditEntry; label: string; onFilter: (changes: Partial<AuditLogSearch>) => void }) {
  const [opened, { toggle }] = useDisclosure(false);
  const detailsId = useId();
  const when = `${formatDate(entry.createdAt)} ${formatClockTime(entry.createdAt)}`;
  const subject = subjectLink(entry);

  return (
    <Card component="li" padding="sm" aria-label={`${label}, ${when}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600} style={{ flex: '1 1 14rem', ...WRAP }}>
            {label}
          </Text>
          <Text component="time" dateTime={entry.createdAt} fz="sm" c="dimmed">
            {when}
          </Text>
        </Group>
        <Text fz="sm" style={WRAP}>
          By <PersonLink id={entry.adminId} person={entry.admin} />
          {entry.personId && (
            <>
              {' · Concerns '}
              <PersonLink id={entry.personId} person={entry.person} />
            </>
          )}
          {subject && (
            <>
              {' · '}
              {subject}
            </>
          )}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="compact-sm" onClick={toggle} aria-expanded={opened} aria-controls={detailsId}>
            {opened ? 'Hide details' : 'Show details'}
          </Button>
        </Group>
        <Collapse expanded={opened} id={detailsId}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              <RecordState title="Before" state={entry.before} />
              <RecordState title="After" state={entry.after} />
            </SimpleGrid>
            <Group gap="xs">
              <Button variant="default" size="compact-sm" onClick={() => onFilter({ adminId: entry.adminId })}>
                Only by {entry.admin?.name ?? 'this administrator'}
              </Button>
              {entry.personId && (
                <Button variant="default" size="compact-sm" onClick={() => onFilter({ personId: entry.personId ?? undefined })}>
                  Only about {entry.person?.name ?? 'this person'}
                </Button>
              )}
            </Group>
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}
