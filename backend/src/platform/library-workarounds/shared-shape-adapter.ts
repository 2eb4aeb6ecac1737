import { ExpressAdapter } from '@nestjs/platform-express';
import { AsyncResource } from 'node:async_hooks';
import type { Express } from 'express';
import { createServer as createHttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Socket } from 'node:net';

/**
 * Requests and responses built on Express's own prototypes from the start. Express gives every
 * request and response its app's prototype (`Object.setPrototypeOf(req, app.request)`); done to a
 * finished object, that leaves each one with a hidden class of its own, and every property a
 * middleware then adds copies a descriptor array into old space, where it keeps the young request
 * alive through each scavenge (docs/performance.md). Here the server constructs subclasses whose
 * prototypes ARE `app.request` / `app.response`, so Express's call changes nothing and all
 * requests share their shapes. (Subclasses, not plain constructor functions: those gave each
 * object its own shape again.)
 */
export function sharedShapeClasses(app: Express): { Request: typeof IncomingMessage; Response: typeof ServerResponse } {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  adoptPrototype(AppRequest, app, 'request');
  adoptPrototype(AppResponse, app, 'response');
  return { Request: AppRequest, Response: AppResponse as unknown as typeof ServerResponse };
}

/** Makes `Class.prototype` stand in for `app[name]`: Express's methods and `app`, then IncomingMessage's or ServerResponse's. */
function adoptPrototype(Class: { prototype: object }, app: Express, name: 'request' | 'response'): void {
  const expressPrototype = app[name] as object;
  Object.setPrototypeOf(Class.prototype, Object.getPrototypeOf(expressPrototype));
  for (const key of Reflect.ownKeys(expressPrototype)) {
    Object.defineProperty(Class.prototype, key, Object.getOwnPropertyDescriptor(expressPrototype, key)!);
  }
  (app as unknown as Record<string, object>)[name] = Class.prototype;
}

/** Nest's Express adapter with an HTTP(S) server that builds shared-shape requests and responses. */
export class SharedShapeExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: { httpsOptions?: object; forceCloseConnections?: boolean }): void {
    const app = this.getInstance<Express>();
    const { Request, Response } = sharedShapeClasses(app);
    const serverOptions = { IncomingMessage: Request, ServerResponse: Response };
    this.httpServer = options?.httpsOptions
      ? createHttpsServer({ ...options.httpsOptions, ...serverOptions }, app)
      : createHttpServer(serverOptions, app);
    this.httpServer.on(options?.httpsOptions ? 'secureConnection' : 'connection', armTimersInConnectionContext);
    // Nest's own bookkeeping for forceCloseConnections (private in its typings).
    if (options?.forceCloseConnections) (this as unknown as { trackOpenConnections(): void }).trackOpenConnections();
  }
}

/**
 * After each response Node arms a new keep-alive timer on the socket (`socket.setTimeout`), from
 * inside the request's async context, so the timer inherits the request's AsyncLocalStorage
 * stores (the request logger's among them, which reach the request). The timer lives on the
 * long-lived socket until the next request or the timeout, and kept every finished request alive
 * through scavenges. Here a connection's timers are armed in the connection's own context.
 */
function armTimersInConnectionContext(socket: Socket): void {
  const connectionContext = new AsyncResource('HttpConnectionTimers');
  const setTimeout = socket.setTimeout;
  // Once per connection, not per request.
  socket.setTimeout = (msecs: number, callback?: () => void) => connectionContext.runInAsyncScope(setTimeout, socket, msecs, callback);
}
