import type { ExecutionContext } from '@nestjs/common';
import { perHandler } from './handler-metadata';

const contextOf = (handler: () => void, controller: new () => object) =>
  ({ getHandler: () => handler, getClass: () => controller }) as unknown as ExecutionContext;

describe('perHandler', () => {
  it("reads an operation's metadata once per handler and controller, and gives each its own", () => {
    const reads: string[] = [];
    const read = perHandler(([handler, controller]) => {
      reads.push(`${controller.name}.${handler.name}`);
      return reads.length;
    });
    class Jobs {}
    class Admin {}
    function search() {}
    function remove() {}
    expect([
      read(contextOf(search, Jobs)),
      read(contextOf(search, Jobs)),
      read(contextOf(remove, Jobs)),
      read(contextOf(search, Admin)),
    ]).toEqual([1, 1, 2, 3]);
    expect(reads).toEqual(['Jobs.search', 'Jobs.remove', 'Admin.search']);
  });
});
