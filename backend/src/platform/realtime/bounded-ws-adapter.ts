import type { INestApplicationContext } from '@nestjs/common';
import { WsAdapter } from '@nestjs/platform-ws';
import type { IncomingMessage } from 'node:http';
import { OriginPolicy } from '../http/origin-policy';

type VerifyClientDone = (accept: boolean, code?: number, message?: string) => void;

/**
 * The WebSocket server every gateway gets: handshakes from another site's pages are refused
 * before the upgrade (HTTP 403), and a client message larger than `maxMessageBytes` closes the
 * socket (1009) instead of being buffered (the library's default allows 100 MiB).
 */
export class BoundedWsAdapter extends WsAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly policy: OriginPolicy,
    private readonly maxMessageBytes: number,
  ) {
    super(app);
  }

  override create(port: number, options: Record<string, unknown> = {}): ReturnType<WsAdapter['create']> {
    return super.create(port, {
      ...options,
      maxPayload: this.maxMessageBytes,
      verifyClient: ({ req }: { req: IncomingMessage }, done: VerifyClientDone) =>
        this.policy.allows(req.headers) ? done(true) : done(false, 403, 'This connection was not opened by a page of this site'),
    });
  }
}
