import { Badge, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { JOB_CATEGORIES } from '../../../lib/categories';
import { getJobSearchHref } from '../../../lib/jobs-search';

export function HeroSection() {
  const router = useRouter();
  const [term, setTerm] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The exact address (spaces as %20), which the router's own search serialiser would rewrite.
    router.history.push(getJobSearchHref(term.trim()));
  };

  return (
    <Container size="md" py={{ base: 48, sm: 80 }}>
      <Stack align="center" gap="lg" ta="center">
        <Badge variant="light" size="lg">
          Every member is identity-verified
        </Badge>
        <Title order={1} fz={{ base: 36, sm: 52 }} lh={1.1}>
          Find Verified Remote Work
        </Title>
        <Text c="dimmed" fz="lg" maw={620}>
          Connect with identity-verified clients and workers for chat operation, customer service, virtual assistance and more: safe, direct
          and trusted.
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
