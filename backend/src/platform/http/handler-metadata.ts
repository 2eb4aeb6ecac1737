import type { ExecutionContext } from '@nestjs/common';

type Handler = ReturnType<ExecutionContext['getHandler']>;
type Controller = ReturnType<ExecutionContext['getClass']>;

/**
 * What a guard reads from an operation's decorators, read once per handler and controller rather
 * than on every request: decorators are fixed when the classes are defined, and Reflect's metadata
 * lookups cost a few microseconds each on the request path (decision 0045).
 */
export function perHandler<T>(read: (targets: [Handler, Controller]) => T): (context: ExecutionContext) => T {
  const known = new WeakMap<Handler, WeakMap<Controller, T>>();
  return (context) => {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byController = known.get(handler);
    if (!byController) known.set(handler, (byController = new WeakMap()));
    if (!byController.has(controller)) byController.set(controller, read([handler, controller]));
    return byController.get(controller) as T;
  };
}
