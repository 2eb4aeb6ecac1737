import { Button, Group, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import type { FormEvent } from 'react';
import { IconSearch } from '@tabler/icons-react';

export type JobSearchBarProps = {
  /** The term of the current search; remount the bar (key) to show a new one. */
  initialTerm: string;
  onSearch: (term: string) => void;
};

/** Memoized: a filter's tap, which keeps the term, does not redraw the bar (give it a stable `onSearch`). */
export const JobSearchBar = memo(function JobSearchBar({ initialTerm, onSearch }: JobSearchBarProps) {
  const [term, setTerm] = useState(initialTerm);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(term.trim());
  };

  return (
    <form onSubmit={handleSubmit} role="search">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label="Search jobs"
          placeholder="Title, skill or category"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          style={{ flex: 1 }}
        />
        <Button type="submit">Search</Button>
      </Group>
    </form>
  );
});
