import { OnModuleDestroy } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { PinoLogger } from 'nestjs-pino';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { AppConfig } from '../../config/app-config';
import { LiveSession, SessionReader } from '../auth/session-reader';
import { RealtimeBus } from './realtime-bus';
import { CONNECTED } from './realtime-event';
import {
  sessionEndedCloseReason,
  WS_CLOSE_NOT_SIGNED_IN,
  WS_CLOSE_NOT_YOURS,
  WS_CLOSE_TOO_MANY_MESSAGES,
  WS_CLOSE_TOO_MANY_SOCKETS,
  WS_CLOSE_TRY_AGAIN_LATER,
} from './ws-close-codes';

const RATE_WINDOW_MS = 60_000;
const OPEN = 1;
/** setTimeout's longest delay (about 24.8 days); a later session end is reached in steps. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;
/** A session the store still holds at its computed end (the database's clock may lag) is read again after this. */
const MIN_SESSION_CHECK_DELAY_MS = 1_000;
/** Sessions per query of the periodic check. */
const SESSION_CHECK_BATCH = 1_000;
/** How far apart two instances' clocks may be when one answers for a page another drew (?since=). */
const CLOCK_SKEW_MS = 1_000;

type UserSocket = WebSocket & { sessionId?: string; alive?: boolean; sessionEndTimer?: NodeJS.Timeout };

/**
 * /ws: authenticated by the session cookie sent with the upgrade. An optional ?userId= (spec)
 * must name the caller; anyone else's id is refused. An optional ?since= (a drawn page's time)
 * asks `connected` to say whether an event for the user may have been published since. Each user holds at most
 * WS_MAX_SOCKETS_PER_USER sockets on this instance, and each socket sends at most
 * WS_MESSAGES_PER_MINUTE messages: past either, the socket is closed. Every
 * WS_HEARTBEAT_SECONDS each socket is pinged; one that did not answer the previous ping is dead
 * (a closed laptop, a dropped network) and is terminated, so its room entry does not linger.
 *
 * A socket lives no longer than the session that opened it: ended sessions close their sockets
 * through the bus (SessionTermination), and each socket holds a timer to the moment its session
 * would expire (idle timeout or absolute lifetime). When it fires the store is read again, since
 * use over HTTP moves the idle timeout: still live, the timer is set to the new end; otherwise the
 * socket is closed (4401). One timer per socket costs nothing until it fires, and fires once per
 * session end, where a periodic sweep would read every socket's session on every pass.
 * Still, every WS_SESSION_CHECK_SECONDS one query per thousand sessions confirms that the
 * sessions holding sockets here exist: a signal lost while the channel between instances was
 * down, or a row deleted by hand, closes its sockets by then.
 */
@WebSocketGateway({ path: '/ws' })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy {
  private heartbeat?: NodeJS.Timeout;
  private sessionCheck?: NodeJS.Timeout;

  constructor(
    private readonly sessions: SessionReader,
    private readonly bus: RealtimeBus,
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {}

  afterInit(): void {
    this.heartbeat = setInterval(() => this.checkHeartbeats(), this.config.WS_HEARTBEAT_SECONDS * 1000);
    this.heartbeat.unref();
    this.sessionCheck = setInterval(() => void this.closeEndedSessions(), this.config.WS_SESSION_CHECK_SECONDS * 1000);
    this.sessionCheck.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    clearInterval(this.sessionCheck);
  }

  async handleConnection(socket: UserSocket, request: IncomingMessage): Promise<void> {
    this.limitMessageRate(socket);
    socket.alive = true;
    socket.on('pong', () => {
      socket.alive = true;
    });
    // null: no signed-in session; undefined: the store did not answer, which is no reason to stop reconnecting.
    const session = await this.sessions.fromCookieHeader(request.headers.cookie).catch(() => undefined);
    if (session === undefined) return socket.close(WS_CLOSE_TRY_AGAIN_LATER, 'The session could not be read');
    if (!session) return this.refuse(socket, request.headers.cookie);
    const { userId, sessionId } = session;
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const claimed = query.get('userId');
    if (claimed && claimed !== userId) return socket.close(WS_CLOSE_NOT_YOURS, 'userId is not the signed-in user');
    if (this.bus.socketCount(userId) >= this.config.WS_MAX_SOCKETS_PER_USER) {
      return socket.close(WS_CLOSE_TOO_MANY_SOCKETS, 'Too many open connections for this user');
    }
    if (socket.readyState !== OPEN) return;
    socket.sessionId = sessionId;
    this.bus.join(userId, sessionId, socket);
    // Read again once joined: a session ended while the first read was under way sent its signal
    // before this socket could hear it, but its row is gone by now.
    if (!(await this.confirmSession(socket))) return;
    this.bus.sendHere(userId, CONNECTED, { userId, ...this.missedSince(userId, query.get('since')) });
  }

  /**
   * For ?since= (when the tab's page was drawn): whether an event for the user may have been
   * published since, which the page's data would not show (decision 0043). Nothing when not asked.
   */
  private missedSince(userId: string, since: string | null): { missedSince?: boolean } {
    if (since === null) return {};
    const time = Number(since);
    return { missedSince: !(Number.isSafeInteger(time) && this.bus.heardNothingSince(userId, time - CLOCK_SKEW_MS)) };
  }

  /**
   * 4401 for an upgrade without a signed-in session: `Session ended: <reason>` when its cookie names
   * a session that ended or expired (SessionReader.whyEnded), else `Not signed in`.
   */
  private async refuse(socket: UserSocket, cookieHeader: string | undefined): Promise<void> {
    const ended = await this.sessions.whyEnded(cookieHeader).catch(() => null);
    if (socket.readyState === OPEN) socket.close(WS_CLOSE_NOT_SIGNED_IN, ended ? sessionEndedCloseReason(ended.reason) : 'Not signed in');
  }

  handleDisconnect(socket: UserSocket): void {
    clearTimeout(socket.sessionEndTimer);
    this.bus.leave(socket);
  }

  /** Closes the socket unless its session is still live; if it is, waits for its new end. */
  private async confirmSession(socket: UserSocket): Promise<LiveSession | null> {
    const session = await this.sessions.live(socket.sessionId!).catch(() => undefined);
    if (socket.readyState !== OPEN) return null;
    if (session === undefined) {
      socket.close(WS_CLOSE_TRY_AGAIN_LATER, 'The session could not be read');
      return null;
    }
    if (!session) {
      socket.close(WS_CLOSE_NOT_SIGNED_IN, sessionEndedCloseReason());
      return null;
    }
    socket.sessionEndTimer = setTimeout(
      () => void this.confirmSession(socket),
      Math.min(Math.max(session.endsAt - Date.now(), MIN_SESSION_CHECK_DELAY_MS), MAX_TIMER_DELAY_MS),
    );
    socket.sessionEndTimer.unref();
    return session;
  }

  /** Closes the sockets here whose session no longer exists. */
  private async closeEndedSessions(): Promise<void> {
    const sessionIds = this.bus.sessionIds();
    for (let start = 0; start < sessionIds.length; start += SESSION_CHECK_BATCH) {
      const batch = sessionIds.slice(start, start + SESSION_CHECK_BATCH);
      try {
        const existing = await this.sessions.existing(batch);
        this.bus.closeSessionsHere(batch.filter((sessionId) => !existing.has(sessionId)));
      } catch (error) {
        this.logger.warn({ err: error }, 'could not check the sessions of open sockets; next check in WS_SESSION_CHECK_SECONDS');
        return;
      }
    }
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
