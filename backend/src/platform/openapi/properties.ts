import type { ApiPropertyOptions } from '@nestjs/swagger';

/** A moment as ISO 8601 text. */
export const timestamp = (description?: string): ApiPropertyOptions => ({ type: String, format: 'date-time', description });

/** A moment as ISO 8601 text, or null when it has not happened. */
export const nullableTimestamp = (description?: string): ApiPropertyOptions => ({
  type: String,
  format: 'date-time',
  nullable: true,
  description,
});

/** Text that may be missing. */
export const nullableText = (description?: string): ApiPropertyOptions => ({ type: String, nullable: true, description });
