import { OnModuleDestroy } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { AppConfig } from '../../config/app-config';
import { SessionReader } from '../auth/session-reader';
import { RealtimeBus } from './realtime-bus';

/**
 * Close codes: the 4000 range is ours; 4401/4403/4409/4429 mirror HTTP 401/403/409/429.
 * (1009, a message over WS_MAX_MESSAGE_BYTES, is the protocol's own, set by BoundedWsAdapter.)
 */
export const WS_CLOSE_NOT_SIGNED_IN = 4401;
export const WS_CLOSE_NOT_YOURS = 4403;
export const WS_CLOSE_TOO_MANY_SOCKETS = 4409;
export const WS_CLOSE_TOO_MANY_MESSAGES = 4429;

const RATE_WINDOW_MS = 60_000;

type UserSocket = WebSocket & { userId?: string; alive?: boolean };

/**
 * /ws: authenticated by the session cookie sent with the upgrade. An optional ?userId= (spec)
 * must name the caller; anyone else's id is refused. Each user holds at most
 * WS_MAX_SOCKETS_PER_USER sockets on this instance, and each socket sends at most
 * WS_MESSAGES_PER_MINUTE messages: past either, the socket is closed. Every
 * WS_HEARTBEAT_SECONDS each socket is pinged; one that did not answer the previous ping is dead
 * (a closed laptop, a dropped network) and is terminated, so its room entry does not linger.
 */
@WebSocketGateway({ path: '/ws' })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy {
  private heartbeat?: NodeJS.Timeout;

  constructor(
    private readonly sessions: SessionReader,
    private readonly bus: RealtimeBus,
    private readonly config: AppConfig,
  ) {}

  afterInit(): void {
    this.heartbeat = setInterval(() => this.checkHeartbeats(), this.config.WS_HEARTBEAT_SECONDS * 1000);
    this.heartbeat.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
  }

  async handleConnection(socket: UserSocket, request: IncomingMessage): Promise<void> {
    this.limitMessageRate(socket);
    socket.alive = true;
    socket.on('pong', () => {
      socket.alive = true;
    });
    const userId = await this.sessions.userIdFromCookieHeader(request.headers.cookie).catch(() => null);
    if (!userId) return socket.close(WS_CLOSE_NOT_SIGNED_IN, 'Not signed in');
    const claimed = new URL(request.url ?? '/', 'http://localhost').searchParams.get('userId');
    if (claimed && claimed !== userId) return socket.close(WS_CLOSE_NOT_YOURS, 'userId is not the signed-in user');
    if (this.bus.socketCount(userId) >= this.config.WS_MAX_SOCKETS_PER_USER) {
      return socket.close(WS_CLOSE_TOO_MANY_SOCKETS, 'Too many open connections for this user');
    }
    socket.userId = userId;
    this.bus.join(userId, socket);
    this.bus.sendHere(userId, 'connected', { userId });
  }

  handleDisconnect(socket: UserSocket): void {
    if (socket.userId) this.bus.leave(socket.userId, socket);
  }

  private checkHeartbeats(): void {
    for (const socket of this.bus.sockets() as UserSocket[]) {
      if (!socket.alive) {
        socket.terminate();
        continue;
      }
      socket.alive = false;
      socket.ping();
    }
  }

  /** Counts what the client sends in fixed one-minute windows; one message too many closes it. */
  private limitMessageRate(socket: UserSocket): void {
    let windowStartedAt = Date.now();
    let messages = 0;
    socket.on('message', () => {
      const now = Date.now();
      if (now - windowStartedAt >= RATE_WINDOW_MS) {
        windowStartedAt = now;
        messages = 0;
      }
      messages += 1;
      if (messages > this.config.WS_MESSAGES_PER_MINUTE) socket.close(WS_CLOSE_TOO_MANY_MESSAGES, 'Too many messages');
    });
  }
}
