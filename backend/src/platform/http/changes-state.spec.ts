import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const sourceDir = join(__dirname, '../..');

/**
 * The GET handlers of a controller's source that send a command (so change state) without
 * ChangesState, which would leave them open to a forged cross-site or same-site request.
 */
function unmarkedStateChangingGets(source: string): string[] {
  const unmarked: string[] = [];
  // A member: its decorators, its signature, and its body up to the next member's first decorator or the class's end.
  const members = source.split(/\n(?= {2}@)/);
  let decorators: string[] = [];
  for (const member of members) {
    const lines = member.split('\n');
    const signature = lines.findIndex((line) => /^ {2}(async )?\w+\(/.test(line));
    decorators.push(...lines.slice(0, signature === -1 ? lines.length : signature));
    if (signature === -1) continue;
    const isGet = decorators.some((line) => /^\s*@Get\(/.test(line));
    const marked = decorators.some((line) => /^\s*@ChangesState\(/.test(line));
    if (isGet && !marked && member.includes('commandBus.execute')) unmarked.push(lines[signature].trim().split('(')[0]);
    decorators = [];
  }
  return unmarked;
}

function controllerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(path);
    return entry.name.endsWith('.controller.ts') ? [path] : [];
  });
}

describe('GET operations that change state', () => {
  it('are all marked ChangesState, so the origin check covers them', () => {
    const unmarked = controllerFiles(sourceDir).flatMap((file) =>
      unmarkedStateChangingGets(readFileSync(file, 'utf8')).map((handler) => `${relative(sourceDir, file)}: ${handler}`),
    );
    expect(unmarked).toEqual([]);
  });

  it('catches a GET that sends a command unmarked, and passes a marked one and a POST', () => {
    const source = [
      '@Controller()',
      'export class GrantsController {',
      '  @Get("grant")',
      '  @RateLimited(UPLOADS_THROTTLER)',
      '  grant(@CurrentPrincipal() principal: Principal) {',
      '    return this.commandBus.execute(new GrantCommand(principal.id));',
      '  }',
      '',
      '  @Get("marked")',
      '  @ChangesState("Grants")',
      '  async marked() {',
      '    await this.commandBus.execute(new GrantCommand());',
      '  }',
      '',
      '  @Post("posted")',
      '  posted() {',
      '    return this.commandBus.execute(new GrantCommand());',
      '  }',
      '',
      '  @Get("read")',
      '  read() {',
      '    return this.queryBus.execute(new ReadQuery());',
      '  }',
      '}',
    ].join('\n');
    expect(unmarkedStateChangingGets(source)).toEqual(['grant']);
  });
});
