import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** What of a request the log names: its id in this process, its method, and its URL (the serializer redacts it). */
type LoggedRequest = IncomingMessage & { id?: number; originalUrl?: string };

/** The request being served, for the lines logged while serving it (see requestLogMixin). */
const servedRequest = new AsyncLocalStorage<LoggedRequest>();

/** The health check polled by load balancers and monitors: a line per poll would bury the rest. */
const UNLOGGED_PATH = '/api/health';

/**
 * One line per request, when it ends: the request (id, method, redacted URL), its status and how
 * long it took; "request errored" with an error for a 5xx, "request aborted" when the client left
 * before the answer was sent. Nothing is built for a request while the info level is off.
 *
 * Replaces pino-http's middleware, which built a child logger per request (its bindings
 * serialized, redacted and stringified at once, whatever the level) and ran behind Nest's
 * middleware wrapper: about 45 µs of every request, logged or not (decision 0047). Installed first,
 * it also logs the requests that earlier middleware turns away (a body too large, bad JSON).
 */
export function requestLog(logger: Logger) {
  let lastId = 0;
  return (req: LoggedRequest, res: ServerResponse, next: () => void): void => {
    lastId = (lastId + 1) & 0x7fffffff;
    req.id = lastId;
    if (req.url !== UNLOGGED_PATH && logger.isLevelEnabled('info')) {
      const startedAt = Date.now();
      res.once('close', () => logEnd(logger, req, res, Date.now() - startedAt));
    }
    servedRequest.run(req, next);
  };
}

function logEnd(logger: Logger, req: LoggedRequest, res: ServerResponse, responseTime: number): void {
  if (!res.writableFinished) logger.info({ req, res, responseTime }, 'request aborted');
  else if (res.statusCode >= 500)
    logger.info({ req, res, err: new Error(`failed with status code ${res.statusCode}`), responseTime }, 'request errored');
  else logger.info({ req, res, responseTime }, 'request completed');
}

/** pino's mixin: a line logged while a request is served names the request (the serializer keeps id, method, URL). */
export function requestLogMixin(): { req?: LoggedRequest } {
  const req = servedRequest.getStore();
  return req ? { req } : {};
}
