import { applyDecorators, Type as ClassType } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';
import { Answers, answers } from '../openapi/documented-response';

/**
 * Documents a 200 answer that is a whole list, kept short by a rule the domain enforces where
 * the list is written (`maxItems` is that rule's number): the list-bounds test reads it. The
 * handler must answer with a list of `type`.
 */
export function ApiCappedListResponse<Item>(type: ClassType<Item>, maxItems: number, rule: string): Answers<Item[]> {
  return answers(
    applyDecorators(
      ApiExtraModels(type),
      ApiOkResponse({
        description: `At most ${maxItems}: ${rule}`,
        schema: { type: 'array', maxItems, items: { $ref: getSchemaPath(type) } },
      }),
    ),
  );
}
