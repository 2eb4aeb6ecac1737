import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of an OpenAPI 3 schema object the fuzzer reads. */
export type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

export type Parameter = { name: string; in: string; required?: boolean; schema: Schema };

/** One path × method of the document, with its parameters and JSON body schema resolved. */
export type Operation = {
  /** e.g. `POST /api/jobs` */
  name: string;
  method: string;
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** `requestBody.content['application/json'].schema`, when the operation declares one. */
  jsonBody?: Schema;
  /** `requestBody.content['multipart/form-data']`: its schema, and each part's accepted types (`encoding`). */
  multipartBody?: { schema: Schema; contentTypes: Record<string, string[]> };
  /** A raw file as the body (a binary schema under any other media type): the types and the schema. */
  fileBody?: { contentTypes: string[]; schema: Schema };
  /** The JSON schema of the 200 or 201 answer, when there is one. */
  okResponse?: Schema;
};

type MediaTypeObject = { schema?: Schema; encoding?: Record<string, { contentType?: string }> };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Document = Record<string, unknown> & { paths?: Record<string, Record<string, unknown>> };

/** The committed document, read afresh: the fuzz suite covers whatever it lists today. */
export const OPENAPI_FILE = join(__dirname, '..', '..', '..', 'openapi.json');

/** Follows a local `$ref` (a JSON pointer such as `#/components/schemas/X`) until a node without one. */
function follow<T>(document: Document, node: T): T {
  const seen = new Set<string>();
  let current = node as T & { $ref?: string };
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref) || !ref.startsWith('#/')) throw new Error(`Cannot resolve $ref ${ref}`);
    seen.add(ref);
    let target: unknown = document;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      target = (target as Record<string, unknown> | undefined)?.[key];
    }
    if (target === undefined) throw new Error(`$ref ${ref} names nothing in the document`);
    current = target as T & { $ref?: string };
  }
  return current;
}

/**
 * A schema with its `$ref` followed and `allOf` merged, one level deep: children stay as written
 * and are resolved when walked (so recursive schemas cannot loop).
 */
export function resolveSchema(document: Document, schema: Schema | undefined): Schema {
  const followed = follow(document, schema ?? {});
  if (!followed.allOf) return followed;
  const merged: Schema = {
    ...followed,
    allOf: undefined,
    properties: { ...followed.properties },
    required: [...(followed.required ?? [])],
  };
  for (const part of followed.allOf.map((item) => resolveSchema(document, item))) {
    merged.type ??= part.type;
    Object.assign(merged.properties!, part.properties);
    merged.required!.push(...(part.required ?? []));
  }
  return merged;
}

export type OpenApi = { document: Document; operations: Operation[] };

/** Every path × method of the document. */
export function readOperations(file = OPENAPI_FILE): OpenApi {
  const document = JSON.parse(readFileSync(file, 'utf8')) as Document;
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = follow(document, rawItem);
    const shared = ((item.parameters as unknown[]) ?? []).map((p) => follow(document, p as Parameter));
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      // An operation's own parameter replaces the path item's one of the same name and place.
      const own = ((operation.parameters as unknown[]) ?? []).map((p) => follow(document, p as Parameter));
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own].map((p) => ({
        ...p,
        schema: resolveSchema(document, p.schema),
      }));
      const requestBody = operation.requestBody
        ? follow(document, operation.requestBody as { content?: Record<string, MediaTypeObject> })
        : undefined;
      const json = requestBody?.content?.['application/json'];
      const multipart = requestBody?.content?.['multipart/form-data'];
      const files = Object.entries(requestBody?.content ?? {}).filter(
        ([type, media]) => type !== 'multipart/form-data' && resolveSchema(document, media.schema).format === 'binary',
      );
      const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, MediaTypeObject> }>;
      const ok = (responses['200'] ?? responses['201'])?.content?.['application/json']?.schema;
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method,
        path,
        pathParameters: parameters.filter((p) => p.in === 'path'),
        queryParameters: parameters.filter((p) => p.in === 'query'),
        jsonBody: json ? resolveSchema(document, json.schema) : undefined,
        multipartBody: multipart
          ? {
              schema: resolveSchema(document, multipart.schema),
              contentTypes: Object.fromEntries(
                Object.entries(multipart.encoding ?? {}).map(([part, { contentType }]) => [
                  part,
                  (contentType ?? '').split(/,\s*/).filter(Boolean),
                ]),
              ),
            }
          : undefined,
        fileBody: files.length
          ? { contentTypes: files.map(([type]) => type), schema: resolveSchema(document, files[0][1].schema) }
          : undefined,
        okResponse: ok ? resolveSchema(document, ok) : undefined,
      });
    }
  }
  return { document, operations };
}
