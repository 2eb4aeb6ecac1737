import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminVerification } from '../../../api/types';

const KB = 1024;
const MB = 1024 * KB;

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'video/mp4': 'MP4',
  'video/quicktime': 'MOV',
  'video/webm': 'WebM',
};

/** "850 KB", "8.4 MB": sizes as the upload limits state them (1 MB = 1024 KB). */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

/** "14.2 seconds": a video's length to the tenth. */
export function formatVideoLength(durationMs: number): string {
  const seconds = Math.round(durationMs / 100) / 10;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

const typeName = (type: string) => TYPE_NAMES[type] ?? type;

/**
 * The ID image's and the video's figures as the server measured them at submission (type,
 * dimensions, length, size), laid out like the media below them: the ID on the left, the video on
 * the right. Requests made before the server measured files say so.
 */
export function VerificationMediaFigures({ request }: { request: AdminVerification }) {
  const { idDocumentFile: image, videoFile: video } = request;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
      <Stack gap={2}>
        <Text component="dt" fz="sm" fw={600}>
          ID image
        </Text>
        <Text component="dd" fz="sm" c="dimmed" m={0}>
          {image
            ? `${typeName(request.idDocumentType)} · ${image.width} × ${image.height} px · ${formatFileSize(image.bytes)}`
            : `${typeName(request.idDocumentType)} · not measured (sent before files were checked)`}
        </Text>
      </Stack>
      <Stack gap={2}>
        <Text component="dt" fz="sm" fw={600}>
          Video
        </Text>
        <Text component="dd" fz="sm" c="dimmed" m={0}>
          {video
            ? `${typeName(request.videoType)} · ${formatVideoLength(video.durationMs)} · ${video.width} × ${video.height} px · ${formatFileSize(video.bytes)}`
            : `${typeName(request.videoType)} · not measured (sent before files were checked)`}
        </Text>
      </Stack>
    </SimpleGrid>
  );
}
