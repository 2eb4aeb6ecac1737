import { ExpressAdapter } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { replyWithJson } from './json-reply';
import { RouteTable } from './route-table';

type RouteHandler = (req: Request, res: Response, next: NextFunction) => unknown;

/**
 * Nest's Express adapter with the API's two shortcuts on every endpoint: routes found in a radix
 * tree (RouteTable) instead of Express's list, and a handler's JSON answer written directly
 * (replyWithJson). Middleware, errors and every other answer go through Express as before.
 */
export class ApiExpressAdapter extends ExpressAdapter {
  /** Made at the first route, so that it sits in the Express stack where the routes would have. */
  private table: RouteTable | undefined;

  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    return replyWithJson(response, body, statusCode) || super.reply(response, body, statusCode);
  }

  /** The routes the table holds (the rest, if any, are Express's). */
  tabledRoutes(): readonly string[] {
    return this.table?.routes() ?? [];
  }

  override get(...args: unknown[]): unknown {
    return this.route('GET', args) ?? Reflect.apply(super.get, this, args);
  }
  override post(...args: unknown[]): unknown {
    return this.route('POST', args) ?? Reflect.apply(super.post, this, args);
  }
  override put(...args: unknown[]): unknown {
    return this.route('PUT', args) ?? Reflect.apply(super.put, this, args);
  }
  override patch(...args: unknown[]): unknown {
    return this.route('PATCH', args) ?? Reflect.apply(super.patch, this, args);
  }
  override delete(...args: unknown[]): unknown {
    return this.route('DELETE', args) ?? Reflect.apply(super.delete, this, args);
  }
  override head(...args: unknown[]): unknown {
    return this.route('HEAD', args) ?? Reflect.apply(super.head, this, args);
  }

  /** Adds a (path, handler) route to the table; undefined when Express is to take it instead. */
  private route(method: string, args: unknown[]): this | undefined {
    const [path, handler] = args;
    if (args.length !== 2 || typeof path !== 'string' || typeof handler !== 'function') return undefined;
    if (!this.table) {
      this.table = new RouteTable();
      this.instance.use(this.table.middleware);
    }
    return this.table.add(method, path, handler as RouteHandler) ? this : undefined;
  }
}
