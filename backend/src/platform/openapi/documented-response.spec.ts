import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { typeErrorsOf } from '../../../test/support/type-errors';

const helper = join(__dirname, 'documented-response');
const sources = join(__dirname, '../..');

/**
 * Answers of a class documented with swagger's own decorators, which leave the handler unchecked.
 * A binary or bodiless answer (a file, a stored upload) has no class and may use them.
 */
function untypedAnswers(source: string): string[] {
  return [...source.matchAll(/@(ApiOkResponse|ApiCreatedResponse)\(\{[^)]*\btype: \[?[A-Z]/g)].map((match) => match[1]);
}

/** Every controller of the backend, contexts and platform, relative to src/. */
function controllerFiles(folder = sources): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return controllerFiles(path);
    return entry.name.endsWith('.controller.ts') ? [relative(sources, path)] : [];
  });
}

describe('a documented answer', () => {
  it('compiles only on a handler that answers exactly the documented shape', () => {
    const errors = compileWithHelper(`import { ApiCreated, ApiOk } from HELPER;
type ThingView = { id: string; name: string | null };
class ThingResponse implements ThingView {
  id: string;
  name: string | null;
}
export class ThingsController {
  @ApiOk(ThingResponse) async same(): Promise<ThingView> { return { id: '1', name: null }; }
  @ApiOk([ThingResponse]) list(): ThingView[] { return []; }
  @ApiCreated(ThingResponse) async missing(): Promise<{ id: string }> { return { id: '1' }; }
  @ApiOk(ThingResponse) async undocumented(): Promise<ThingView & { email: string }> { return { id: '1', name: null, email: '' }; }
  @ApiOk(ThingResponse) async otherType(): Promise<{ id: string; name: number }> { return { id: '1', name: 1 }; }
  @ApiOk([ThingResponse]) async notAList(): Promise<ThingView> { return { id: '1', name: null }; }
  @ApiOk(ThingResponse) async untyped(): Promise<any> { return null; }
}
`);
    expect([...errors.keys()].sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14]);
    for (const message of errors.values()) expect(message).toContain('answers another shape than documented');
  });

  it('is how every controller documents the answers that have a class', () => {
    expect(
      untypedAnswers(
        "@ApiOkResponse({ type: ThingResponse })\n@ApiCreatedResponse({ description: 'Made', type: ThingResponse })\n@ApiOkResponse({ description: 'The file', content: { 'text/plain': { schema: { type: 'string' } } } })",
      ),
    ).toEqual(['ApiOkResponse', 'ApiCreatedResponse']);
    const controllers = controllerFiles();
    expect(controllers).toEqual(expect.arrayContaining(['platform/health/health.controller.ts', 'contexts/jobs/http/jobs.controller.ts']));
    for (const controller of controllers) {
      expect({ controller, untyped: untypedAnswers(readFileSync(join(sources, controller), 'utf8')) }).toEqual({
        controller,
        untyped: [],
      });
    }
  });
});

function compileWithHelper(source: string): Map<number, string> {
  return typeErrorsOf(source.replace('HELPER', JSON.stringify(helper)));
}
