import { Anchor, Button, Group, Image, Skeleton, Stack } from '@mantine/core';
import { IconFile, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '../../api/errors';
import type { Attachment } from '../../api/types';
import { ATTACHMENT_LINK_STALE_MS, attachmentKeys, formatBytes, getAttachmentLink } from '../../lib/attachments';
import { notifyError } from '../../lib/notify';

export type AttachmentListProps = {
  /** The files to show, as an answer's `attachments` holds them. */
  attachments: Attachment[];
  /** Aligns the files to the end (the viewer's own message). */
  alignEnd?: boolean;
};

/** An image as a preview through its short-lived link; the preview opens the full image. */
function ImagePreview({ attachment }: { attachment: Attachment }) {
  const { data: link, isError } = useQuery({
    queryKey: attachmentKeys.link(attachment.id),
    queryFn: () => getAttachmentLink(attachment.id),
    staleTime: ATTACHMENT_LINK_STALE_MS,
    refetchInterval: ATTACHMENT_LINK_STALE_MS,
  });
  if (isError) return <FileChip attachment={attachment} />;
  if (!link) return <Skeleton w={200} h={140} radius="md" aria-label={`Loading ${attachment.name}`} />;
  const ratio = attachment.width && attachment.height ? attachment.width / attachment.height : 4 / 3;
  return (
    <Anchor href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${attachment.name}`}>
      <Image src={link.url} alt={attachment.name} radius="md" w={Math.min(240, Math.round(160 * ratio))} mah={200} fit="contain" />
    </Anchor>
  );
}

/** Any other file as its name and size; choosing it opens (or downloads) it through a fresh link. */
function FileChip({ attachment }: { attachment: Attachment }) {
  const open = async () => {
    // Opened at once, while the click still allows a new tab; pointed at the file once the link is known.
    const tab = window.open('', '_blank');
    try {
      const link = await getAttachmentLink(attachment.id);
      if (tab) {
        tab.opener = null;
        tab.location.href = link.url;
      } else window.location.assign(link.url);
    } catch (error) {
      tab?.close();
      notifyError({ title: 'The file could not be opened', description: getErrorMessage(error) });
    }
  };
  const Icon = attachment.contentType === 'application/pdf' ? IconFileTypePdf : IconFile;
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<Icon size={14} aria-hidden />}
      onClick={() => void open()}
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 220 } }}
      aria-label={`Open ${attachment.name}, ${formatBytes(attachment.bytes)}`}
    >
      {attachment.name} · {formatBytes(attachment.bytes)}
    </Button>
  );
}

/** Attached files: images as previews, other files as a name and size that opens them. */
export function AttachmentList({ attachments, alignEnd = false }: AttachmentListProps) {
  if (attachments.length === 0) return null;
  const images = attachments.filter((attachment) => attachment.isImage);
  const files = attachments.filter((attachment) => !attachment.isImage);
  return (
    <Stack gap={4} align={alignEnd ? 'flex-end' : 'flex-start'} maw="85%">
      {images.length > 0 && (
        <Group gap={4} justify={alignEnd ? 'flex-end' : 'flex-start'}>
          {images.map((attachment) => (
            <ImagePreview key={attachment.id} attachment={attachment} />
          ))}
        </Group>
      )}
      {files.map((attachment) => (
        <FileChip key={attachment.id} attachment={attachment} />
      ))}
    </Stack>
  );
}
