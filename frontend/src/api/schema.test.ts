// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const OPENAPI_DOCUMENT = new URL('../../../backend/openapi.json', import.meta.url);
const GENERATED_SCHEMA = fileURLToPath(new URL('./schema.ts', import.meta.url));

describe('generated API schema', () => {
  it('matches backend/openapi.json (run `npm run generate:client -w frontend` when this fails)', async () => {
    // The same text the openapi-typescript CLI writes: its header, then the printed types.
    const expected = `${COMMENT_HEADER}${astToString(await openapiTS(OPENAPI_DOCUMENT, { silent: true }))}`;
    const actual = readFileSync(GENERATED_SCHEMA, 'utf8');

    expect(actual, 'src/api/schema.ts is stale').toBe(expected);
  });
});
