import { applyDecorators, Type as ClassType } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';

/**
 * Documents a 200 answer that is a whole list, kept short by a rule the domain enforces where
 * the list is written (`maxItems` is that rule's number): the list-bounds test reads it.
 */
export function ApiCappedListResponse(type: ClassType<unknown>, maxItems: number, rule: string): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(type),
    ApiOkResponse({
      description: `At most ${maxItems}: ${rule}`,
      schema: { type: 'array', maxItems, items: { $ref: getSchemaPath(type) } },
    }),
  );
}
