import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

const helper = join(__dirname, 'documented-response');
const contexts = join(__dirname, '../../contexts');

/** Success answers documented with swagger's own decorators, which leave the handler unchecked. */
function untypedAnswers(source: string): string[] {
  return [...source.matchAll(/@(ApiOkResponse|ApiCreatedResponse)\(/g)].map((match) => match[1]);
}

/** Type-checks one sandbox file as the backend's compiler settings would: the errors by line. */
function compile(source: string): Map<number, string> {
  const sandbox = mkdtempSync(join(tmpdir(), 'documented-response-'));
  try {
    const file = join(sandbox, 'controller.ts');
    writeFileSync(file, source.replace('HELPER', JSON.stringify(helper)));
    const program = ts.createProgram([file], {
      strict: true,
      strictPropertyInitialization: false,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.CommonJS,
      moduleResolution: ts.ModuleResolutionKind.Node10,
      experimentalDecorators: true,
      skipLibCheck: true,
      types: [],
      noEmit: true,
    });
    const errors = new Map<number, string>();
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const line =
        diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
      errors.set(line, ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    }
    return errors;
  } finally {
    rmSync(sandbox, { recursive: true, force: true });
  }
}

describe('a documented answer', () => {
  it('compiles only on a handler that answers exactly the documented shape', () => {
    const errors = compile(`import { ApiCreated, ApiOk } from HELPER;
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

  it('is how every context controller documents its answers', () => {
    expect(untypedAnswers('@ApiOkResponse({ type: ThingResponse })\n@ApiCreatedResponse({ type: ThingResponse })')).toEqual([
      'ApiOkResponse',
      'ApiCreatedResponse',
    ]);
    const controllers = readdirSync(contexts)
      .filter((context) => existsSync(join(contexts, context, 'http')))
      .flatMap((context) =>
        readdirSync(join(contexts, context, 'http'))
          .filter((file) => file.endsWith('.controller.ts'))
          .map((file) => join(context, 'http', file)),
      );
    expect(controllers.length).toBeGreaterThan(10);
    for (const controller of controllers) {
      expect({ controller, untyped: untypedAnswers(readFileSync(join(contexts, controller), 'utf8')) }).toEqual({
        controller,
        untyped: [],
      });
    }
  });
});
