import { Badge, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../../../api/errors';
import type { AdminReport, AdminReportContext, ReportedContent, ReportedJob, ReportedProfile } from '../../../api/types';
import { formatClockTime, formatDate, formatHourlyRate, fullName } from '../../../lib/format';
import { reportContextQueryOptions } from '../api';
import { ConversationExcerpt } from './ConversationExcerpt';

/**
 * What the report is about, loaded when the administrator asks for it: a job post or profile as
 * reported beside it as it is now; a message with its sender, receiver and the conversation around
 * it (the reading is recorded in the audit log, and the card says so).
 */
export function ReportContext({ report }: { report: AdminReport }) {
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button variant="default" size="xs" aria-expanded={opened} onClick={() => setOpened((was) => !was)}>
          {opened ? 'Hide context' : 'Show context'}
        </Button>
        {report.reportType === 'message' && (
          <Text fz="xs" c="dimmed">
            Reading the conversation is recorded in the audit log.
          </Text>
        )}
      </Group>
      {opened && <ReportContextBody reportId={report.id} />}
    </Stack>
  );
}

function ReportContextBody({ reportId }: { reportId: string }) {
  const { data, isPending, isError, error } = useQuery(reportContextQueryOptions(reportId));
  if (isPending) return <Loader size="sm" role="status" aria-label="Loading the context" />;
  if (isError) {
    return (
      <Text fz="sm" c="red">
        The context could not be loaded: {getErrorMessage(error)}
      </Text>
    );
  }
  if (data.reportType === 'message') return <MessageContext context={data} />;
  return <ContentComparison context={data} />;
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" fw={600}>
      {children}
    </Text>
  );
}

function Dimmed({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" c="dimmed">
      {children}
    </Text>
  );
}

function LongText({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

const GONE: Record<'job' | 'user', string> = { job: 'The job post no longer exists.', user: 'The account was deleted.' };

function shown(content: ReportedContent | null): ReportedJob | ReportedProfile | null {
  return content?.job ?? content?.profile ?? null;
}

/** A job post or profile as reported (the report's copy) beside it as it is now: an edit cannot hide what was reported. */
function ContentComparison({ context }: { context: AdminReportContext }) {
  const kind = context.reportType === 'job' ? 'job' : 'user';
  const before = shown(context.asReported);
  const now = shown(context.now);
  const changed = before && now && JSON.stringify(before) !== JSON.stringify(now);
  return (
    <Stack gap="xs">
      {before && now && (
        <Badge variant="light" color={changed ? 'orange' : 'gray'}>
          {changed ? 'Changed since it was reported' : 'Unchanged since it was reported'}
        </Badge>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={6}>
          <Heading>As reported</Heading>
          {context.asReported ? (
            <ReportedContentView content={context.asReported} />
          ) : (
            <Dimmed>Not kept: this report was filed before reports kept a copy of what they report.</Dimmed>
          )}
        </Stack>
        <Stack gap={6}>
          <Heading>Now</Heading>
          {context.now ? <ReportedContentView content={context.now} /> : <Dimmed>{GONE[kind]}</Dimmed>}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function ReportedContentView({ content }: { content: ReportedContent }) {
  if (content.job) return <JobView job={content.job} />;
  if (content.profile) return <ProfileView profile={content.profile} />;
  return null;
}

function Tags({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Group gap={4}>
      {items.map((item) => (
        <Badge key={item} variant="outline" size="sm" style={{ textTransform: 'none' }}>
          {item}
        </Badge>
      ))}
    </Group>
  );
}

function JobView({ job }: { job: ReportedJob }) {
  return (
    <Stack gap={4}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {job.title}
      </Text>
      <Text fz="xs" c="dimmed">
        {job.jobType === 'job_offer' ? 'Job offer' : 'Availability post'} · {job.status}
        {job.duration && ` · ${job.duration}`}
        {job.takenDown && ' · taken down'}
      </Text>
      <LongText>{job.description}</LongText>
      <Tags items={job.tags} />
    </Stack>
  );
}

function ProfileView({ profile }: { profile: ReportedProfile }) {
  return (
    <Stack gap={4}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {fullName(profile)}
        {profile.username && ` (@${profile.username})`}
      </Text>
      {(profile.location || profile.hourlyRate !== null) && (
        <Text fz="xs" c="dimmed">
          {[profile.location, profile.hourlyRate !== null ? formatHourlyRate(profile.hourlyRate) : null].filter(Boolean).join(' · ')}
        </Text>
      )}
      {profile.bio ? <LongText>{profile.bio}</LongText> : <Dimmed>No bio.</Dimmed>}
      <Tags items={profile.skills} />
    </Stack>
  );
}

/** The reported message where it was written: who to whom, when, and the messages around it. */
function MessageContext({ context }: { context: AdminReportContext }) {
  const { message, asReported } = context;
  const reportedText = asReported?.message;
  if (!message) {
    return (
      <Stack gap={6}>
        <Dimmed>The message no longer exists.</Dimmed>
        {reportedText && !reportedText.removed && <LongText>{reportedText.text}</LongText>}
      </Stack>
    );
  }
  const person = (who: typeof message.sender) =>
    who ? `${fullName(who)}${who.username ? ` (@${who.username})` : ''}` : 'a deleted account';
  const removed = context.now?.message?.removed ?? false;
  return (
    <Stack gap="xs">
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        From <strong>{person(message.sender)}</strong> to <strong>{person(message.receiver)}</strong>, {formatDate(message.sentAt)}{' '}
        {formatClockTime(message.sentAt)}
      </Text>
      {removed && reportedText && !reportedText.removed && (
        <Stack gap={2}>
          <Heading>Removed since; as reported it said</Heading>
          <LongText>{reportedText.text}</LongText>
        </Stack>
      )}
      {message.hasEarlier && <Dimmed>Earlier messages are not shown.</Dimmed>}
      <ConversationExcerpt
        messages={message.messages}
        people={[message.sender, message.receiver]}
        label="Conversation around the reported message"
      />
      {message.hasLater && <Dimmed>Later messages are not shown.</Dimmed>}
    </Stack>
  );
}
