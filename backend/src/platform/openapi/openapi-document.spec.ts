import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Operation = { summary?: string; description?: string; tags?: string[]; responses: Record<string, unknown> };
type Document = { tags?: { name: string; description?: string }[]; paths: Record<string, Record<string, Operation>> };

/** The committed document (kept current by the API suite's staleness test). */
const document = JSON.parse(readFileSync(join(__dirname, '../../../openapi.json'), 'utf8')) as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
);

describe('the OpenAPI document is complete', () => {
  it('describes every tag', () => {
    expect(document.tags?.length).toBeGreaterThan(0);
    for (const tag of document.tags ?? [])
      expect({ tag: tag.name, described: (tag.description ?? '').length > 10 }).toEqual({ tag: tag.name, described: true });
  });

  it.each(operations)('%s has a summary, a description, one described tag and its error answers', (_name, operation) => {
    expect(operation.summary?.length).toBeGreaterThan(3);
    expect(operation.description?.length).toBeGreaterThan(10);
    expect(operation.tags).toHaveLength(1);
    expect((document.tags ?? []).map((tag) => tag.name)).toContain(operation.tags![0]);
    expect(Object.keys(operation.responses)).toContain('400');
  });
});
