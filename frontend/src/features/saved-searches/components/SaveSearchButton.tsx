import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { describeSearch } from '../saved-search-criteria';
import type { SearchToSave } from '../saved-search-criteria';
import { SaveSearchModal } from './SaveSearchModal';

const NOTHING_TO_SAVE_HINT = 'Type a search or choose a filter to save it';

/** Saves the search on screen, once something narrows it. */
export function SaveSearchButton({ search }: { search: SearchToSave }) {
  const [opened, modal] = useDisclosure(false);
  const hintId = useId();
  const nothingToSave = describeSearch(search).length === 0;

  const button = (
    <Button
      variant="default"
      leftSection={<IconBookmarkPlus size={16} aria-hidden />}
      onClick={modal.open}
      disabled={nothingToSave}
      aria-describedby={nothingToSave ? hintId : undefined}
      aria-haspopup="dialog"
    >
      Save search
    </Button>
  );

  return (
    <>
      {nothingToSave ? (
        <Tooltip label={NOTHING_TO_SAVE_HINT}>
          {/* A disabled button gets no pointer events: the tooltip listens on its wrapper. */}
          <span>
            {button}
            <VisuallyHidden id={hintId}>{NOTHING_TO_SAVE_HINT}</VisuallyHidden>
          </span>
        </Tooltip>
      ) : (
        button
      )}
      <SaveSearchModal opened={opened} onClose={modal.close} search={search} />
    </>
  );
}
