import type { NextFunction, Request, RequestHandler, Response } from 'express';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

type RouteHandler = (req: Request, res: Response, next: NextFunction) => unknown;

/** Static segments and `:name` parameters: the only paths the table takes; anything else stays with Express. */
const PLAIN_PATH = /^(?:\/(?::[A-Za-z_][A-Za-z0-9_]*|[A-Za-z0-9._~-]+))*\/?$/;

/** Parameters as long as a request line allows: a long one is the handler's to refuse (400), not a missing route (404). */
const MAX_PARAMETER_LENGTH = 16_384;

const NO_SEARCH_PARAMS = {};
const unused = () => undefined;

/**
 * The API's routes in a radix tree, behind one Express middleware. Express tries its routes one by
 * one, a regular expression each, so a request for a route registered late paid for every route
 * before it (decision 0086; the saving is below what bench:layers can show). The table matches as
 * Express did: case-insensitive, a trailing slash optional, parameters percent-decoded into `req.params`,
 * HEAD answered by GET's handler when it has none of its own; a request it does not know goes on
 * down the Express stack, where it meets what it met before (the not-found answer, the screens).
 */
export class RouteTable {
  private readonly tree = FindMyWay({
    caseSensitive: false,
    ignoreTrailingSlash: true,
    maxParamLength: MAX_PARAMETER_LENGTH,
    // Express parses the query (req.query) as before; the table never needs it.
    querystringParser: () => NO_SEARCH_PARAMS,
  });
  private readonly known: string[] = [];

  /** Adds a route, or says false when its path is not plain (the caller gives it to Express). */
  add(method: string, path: string, handler: RouteHandler): boolean {
    if (!PLAIN_PATH.test(path)) return false;
    // The handler goes in the store: the tree's own handler signature is not Express's.
    this.tree.on(method as HTTPMethod, path, unused, handler);
    this.known.push(`${method} ${path}`);
    return true;
  }

  /** Every route the table holds, as "METHOD /path". */
  routes(): readonly string[] {
    return this.known;
  }

  readonly middleware: RequestHandler = (req, res, next) => {
    const found = this.tree.find(req.method as HTTPMethod, req.url) ?? (req.method === 'HEAD' ? this.tree.find('GET', req.url) : null);
    if (!found) return next();
    req.params = found.params as Request['params'];
    const answered = (found.store as RouteHandler)(req, res, next);
    // As Express does for a handler's promise: a rejection goes to the error handlers.
    if (answered instanceof Promise) answered.catch((error: unknown) => next(error ?? new Error('Rejected promise')));
  };
}
