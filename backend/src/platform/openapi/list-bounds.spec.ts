import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findUnboundedLists, STREAMED_FILE_EXTENSION } from './list-bounds';

/** The committed document (kept current by the API suite's staleness test). */
const committed = JSON.parse(readFileSync(join(__dirname, '../../../openapi.json'), 'utf8')) as Parameters<typeof findUnboundedLists>[0];

const item = { type: 'object', properties: { id: { type: 'string' }, tags: { type: 'array', maxItems: 20, items: { type: 'string' } } } };
const limit = (maximum: number) => ({ name: 'limit', in: 'query', schema: { type: 'number', maximum } });
const cursor = { name: 'cursor', in: 'query', schema: { type: 'string' } };
const answer = (schema: object) => ({ '200': { description: 'ok', content: { 'application/json': { schema } } } });
const listOfItems = { type: 'array', items: { $ref: '#/components/schemas/Item' } };

/** A document with one GET /api/things whose operation is `operation`. */
const documentWith = (operation: object) => ({
  paths: { '/api/things': { get: operation } },
  components: { schemas: { Item: item } },
});

describe('every list in the OpenAPI document is paged or capped', () => {
  it('holds for the committed document', () => {
    expect(findUnboundedLists(committed)).toEqual([]);
  });

  it('complains about a list answer without paging', () => {
    expect(findUnboundedLists(documentWith({ responses: answer(listOfItems) }))).toEqual(['GET /api/things 200 $']);
  });

  it('complains about a page whose limit has no maximum, a maximum over 100, or no cursor', () => {
    const unlimited = { name: 'limit', in: 'query', schema: { type: 'number' } };
    for (const parameters of [[unlimited, cursor], [limit(1000), cursor], [limit(100)]])
      expect(findUnboundedLists(documentWith({ parameters, responses: answer(listOfItems) }))).toEqual(['GET /api/things 200 $']);
  });

  it('accepts a page: a limit of at most 100 and a cursor', () => {
    expect(findUnboundedLists(documentWith({ parameters: [limit(100), cursor], responses: answer(listOfItems) }))).toEqual([]);
    const before = { name: 'before', in: 'query', schema: { type: 'string' } };
    expect(findUnboundedLists(documentWith({ parameters: [limit(50), before], responses: answer(listOfItems) }))).toEqual([]);
  });

  it('complains about an uncapped list inside an answer, also inside the items of a page and through allOf', () => {
    const uncappedSkills = { type: 'object', properties: { skills: { type: 'array', items: { type: 'string' } } } };
    expect(findUnboundedLists(documentWith({ responses: answer(uncappedSkills) }))).toEqual(['GET /api/things 200 $.skills']);
    const page = { type: 'array', items: { allOf: [{ $ref: '#/components/schemas/Item' }, uncappedSkills] } };
    expect(findUnboundedLists(documentWith({ parameters: [limit(100), cursor], responses: answer(page) }))).toEqual([
      'GET /api/things 200 $[].skills',
    ]);
  });

  it('accepts a capped list of at most 100 and refuses a larger cap', () => {
    const capped = (maxItems: number) => ({
      type: 'object',
      properties: { items: { type: 'array', maxItems, items: { $ref: '#/components/schemas/Item' } } },
    });
    expect(findUnboundedLists(documentWith({ responses: answer(capped(50)) }))).toEqual([]);
    expect(findUnboundedLists(documentWith({ responses: answer(capped(100_000)) }))).toEqual(['GET /api/things 200 $.items']);
  });

  it('leaves out the lists of an operation that streams a file, and only those', () => {
    const streamed = { [STREAMED_FILE_EXTENSION]: 'The user saves it whole; it is written as it is read', responses: answer(listOfItems) };
    expect(findUnboundedLists(documentWith(streamed))).toEqual([]);
    expect(findUnboundedLists(documentWith({ ...streamed, [STREAMED_FILE_EXTENSION]: undefined }))).toEqual(['GET /api/things 200 $']);
  });

  it('walks a schema that holds itself once', () => {
    const document = {
      paths: { '/api/things': { get: { responses: answer({ $ref: '#/components/schemas/Node' }) } } },
      components: {
        schemas: { Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } } },
      },
    };
    expect(findUnboundedLists(document)).toEqual(['GET /api/things 200 $.children']);
  });
});
