import { Badge, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { JOB_CATEGORIES } from '../../../lib/categories';
import { getJobSearchHref } from '../../../lib/jobs-search';
import { platformStatsQueryOptions } from '../api';

export function HeroSection() {
  const router = useRouter();
  const [term, setTerm] = useState('');
  const { data: stats } = useQuery(platformStatsQueryOptions());

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The exact address (spaces as %20), which the router's own search serialiser would rewrite.
    router.history.push(getJobSearchHref(term.trim()));
  };

  return (
    <Container size="md" py={{ base: 48, sm: 80 }}>
      <Stack align="center" gap="lg" ta="center">
        <Badge variant="light" size="lg">
          Every verified badge is checked against a government ID and a video
        </Badge>
        <Title order={1} fz={{ base: 36, sm: 52 }} lh={1.1}>
          Find Verified Remote Work
        </Title>
        <Text c="dimmed" fz="lg" maw={620}>
          Connect with clients and workers for chat operation, customer service, virtual assistance and more: safe, direct and trusted.{' '}
          {verifiedShare(stats?.verifiedWorkers, stats?.totalWorkers)}
        </Text>
        {/* A search sent before the app has loaded goes to the same address as the app's. */}
        <form onSubmit={handleSubmit} action="/jobs" method="get" style={{ width: '100%', maxWidth: 560 }} role="search">
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Search jobs"
              name="search"
              placeholder="e.g. customer service"
              value={term}
              onChange={(event) => setTerm(event.currentTarget.value)}
              leftSection={<IconSearch size={16} />}
              size="md"
              style={{ flex: 1 }}
            />
            <Button type="submit" size="md">
              Search
            </Button>
          </Group>
        </form>
        <Group justify="center" gap="xs">
          {JOB_CATEGORIES.map(({ slug, label }) => (
            <Badge
              key={slug}
              component="a"
              href={getJobSearchHref(label)}
              variant="outline"
              size="lg"
              style={{ cursor: 'pointer', textTransform: 'none' }}
            >
              {label}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}

/** How many workers are verified so far, from the platform's own figures; verification is optional. */
export function verifiedShare(verified: number | undefined, total: number | undefined): string {
  if (!total) return 'Verification is optional: look for the verified badge.';
  return `${verified ?? 0} of ${total} workers have the verified badge so far.`;
}
