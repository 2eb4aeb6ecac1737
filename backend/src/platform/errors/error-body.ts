import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one body of every failed request. */
export class ErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'VALIDATION_FAILED', description: 'Stable machine-readable code' })
  code: string;

  @ApiProperty({ example: 'Request validation failed' })
  message: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Extra facts, e.g. the invalid fields: { fields: [{ field, errors }] }',
  })
  details?: Record<string, unknown>;
}
