import { Button, Center, Text } from '@mantine/core';

type MorePagesQuery = {
  isError: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** Under a paged list: why the last page failed, and Load more while there are more pages. */
export function MorePagesFooter({ query }: { query: MorePagesQuery }) {
  const handleLoadMore = () => {
    void query.fetchNextPage();
  };
  return (
    <>
      {query.isError && (
        <Text c="red" ta="center" fz="sm">
          {query.error?.message}
        </Text>
      )}
      {query.hasNextPage && (
        <Center>
          <Button variant="default" onClick={handleLoadMore} loading={query.isFetchingNextPage}>
            Load more
          </Button>
        </Center>
      )}
    </>
  );
}
