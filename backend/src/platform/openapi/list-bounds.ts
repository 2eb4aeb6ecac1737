/**
 * Finds the lists an OpenAPI document leaves unbounded. A list in a successful answer is bounded
 * when it is
 * - the answer itself, and the operation is paged: a `limit` query parameter with a `maximum` of
 *   at most MAX_PAGE_LIMIT and a cursor parameter (`cursor`, or `before`/`after` naming an item);
 * - or any array (the answer or one inside it) with `maxItems` of at most MAX_CAPPED_ITEMS: a
 *   cap the domain enforces where the data is written;
 * - or in the answer of an operation marked with STREAMED_FILE_EXTENSION.
 */
export const MAX_PAGE_LIMIT = 100;
export const MAX_CAPPED_ITEMS = 100;
const CURSOR_PARAMETERS = ['cursor', 'before', 'after'];
/**
 * Marks an operation whose answer is a file the user saves (a data export), written as it is read
 * a page at a time, not a list a screen pages through: its lists are bounded by that reading, not
 * by a page size, and are left out here. The value says why, as the document publishes it.
 */
export const STREAMED_FILE_EXTENSION = 'x-streamed-file';

type Schema = {
  $ref?: string;
  type?: string;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
type Parameter = { $ref?: string; name?: string; in?: string; schema?: Schema & { maximum?: number } };
type Response = { $ref?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { parameters?: Parameter[]; responses?: Record<string, Response>; [STREAMED_FILE_EXTENSION]?: string };
type Document = { paths: Record<string, Record<string, unknown>>; components?: Record<string, unknown> };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function follow<T extends { $ref?: string }>(document: Document, node: T): T {
  let current = node;
  for (let hops = 0; current?.$ref; hops++) {
    if (hops > 50 || !current.$ref.startsWith('#/')) throw new Error(`Cannot resolve $ref ${current.$ref}`);
    let target: unknown = document;
    for (const key of current.$ref.slice(2).split('/')) target = (target as Record<string, unknown> | undefined)?.[key];
    if (target === undefined) throw new Error(`$ref ${current.$ref} names nothing in the document`);
    current = target as T;
  }
  return current;
}

function isPaged(document: Document, operation: Operation): boolean {
  const query = (operation.parameters ?? [])
    .map((parameter) => follow(document, parameter))
    .filter((parameter) => parameter.in === 'query');
  const limit = query.find((parameter) => parameter.name === 'limit');
  const maximum = limit?.schema?.maximum;
  return (
    typeof maximum === 'number' && maximum <= MAX_PAGE_LIMIT && query.some((parameter) => CURSOR_PARAMETERS.includes(parameter.name ?? ''))
  );
}

/** The unbounded arrays under `schema`, named by where they are (`$` the answer, `$[].tags`, `$.items`). */
function unboundedArrays(document: Document, schema: Schema | undefined, where: string, pagedRoot: boolean, seen: Set<string>): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    // A schema that holds itself is walked once per path through it.
    if (seen.has(schema.$ref)) return [];
    seen = new Set(seen).add(schema.$ref);
  }
  const node = follow(document, schema);
  const found: string[] = [];
  for (const part of [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])])
    found.push(...unboundedArrays(document, part, where, pagedRoot, seen));
  if (node.type === 'array' || node.items) {
    const capped = typeof node.maxItems === 'number' && node.maxItems <= MAX_CAPPED_ITEMS;
    if (!capped && !pagedRoot) found.push(where);
    found.push(...unboundedArrays(document, node.items, `${where}[]`, false, seen));
  }
  for (const [name, property] of Object.entries(node.properties ?? {}))
    found.push(...unboundedArrays(document, property, `${where}.${name}`, false, seen));
  if (typeof node.additionalProperties === 'object')
    found.push(...unboundedArrays(document, node.additionalProperties, `${where}.*`, false, seen));
  return found;
}

/** Every unbounded list in a successful answer, as `GET /api/x 200 $[].tags`. Empty when all are bounded. */
export function findUnboundedLists(document: Document): string[] {
  const found: string[] = [];
  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as Operation | undefined;
      if (!operation || typeof operation[STREAMED_FILE_EXTENSION] === 'string') continue;
      const paged = isPaged(document, operation);
      for (const [status, reference] of Object.entries(operation.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        const response = follow(document, reference);
        for (const media of Object.values(response.content ?? {}))
          for (const where of unboundedArrays(document, media.schema, '$', paged, new Set()))
            found.push(`${method.toUpperCase()} ${path} ${status} ${where}`);
      }
    }
  }
  return found;
}
