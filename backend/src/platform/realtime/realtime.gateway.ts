import { OnGatewayConnection, OnGatewayDisconnect, WebSocketGateway } from '@nestjs/websockets';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { SessionReader } from '../auth/session-reader';
import { RealtimeBus } from './realtime-bus';

/** Close codes: the 4000 range is ours; 4401/4403 mirror HTTP 401/403. */
export const WS_CLOSE_NOT_SIGNED_IN = 4401;
export const WS_CLOSE_NOT_YOURS = 4403;

type UserSocket = WebSocket & { userId?: string };

/**
 * /ws: authenticated by the session cookie sent with the upgrade. An optional ?userId= (spec)
 * must name the caller; anyone else's id is refused.
 */
@WebSocketGateway({ path: '/ws' })
export class RealtimeGateway implements OnGatewayConnection, OnGatewayDisconnect {
  constructor(
    private readonly sessions: SessionReader,
    private readonly bus: RealtimeBus,
  ) {}

  async handleConnection(socket: UserSocket, request: IncomingMessage): Promise<void> {
    const userId = await this.sessions.userIdFromCookieHeader(request.headers.cookie).catch(() => null);
    if (!userId) return socket.close(WS_CLOSE_NOT_SIGNED_IN, 'Not signed in');
    const claimed = new URL(request.url ?? '/', 'http://localhost').searchParams.get('userId');
    if (claimed && claimed !== userId) return socket.close(WS_CLOSE_NOT_YOURS, 'userId is not the signed-in user');
    socket.userId = userId;
    this.bus.join(userId, socket);
    this.bus.publish(userId, 'connected', { userId });
  }

  handleDisconnect(socket: UserSocket): void {
    if (socket.userId) this.bus.leave(socket.userId, socket);
  }
}
