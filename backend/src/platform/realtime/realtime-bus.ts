import { Injectable } from '@nestjs/common';
import type { WebSocket } from 'ws';
import { ClientEventMap, ClientEventType } from './client-events';

const OPEN = 1;

/**
 * Pushes typed events to a user's open sockets, one room per user. In-process for now: the
 * sockets of this instance. Fan-out across instances (PostgreSQL LISTEN/NOTIFY) plugs in here.
 */
@Injectable()
export class RealtimeBus {
  private readonly rooms = new Map<string, Set<WebSocket>>();

  join(userId: string, socket: WebSocket): void {
    const room = this.rooms.get(userId) ?? new Set<WebSocket>();
    room.add(socket);
    this.rooms.set(userId, room);
  }

  /** How many sockets the user has open on this instance. */
  socketCount(userId: string): number {
    return this.rooms.get(userId)?.size ?? 0;
  }

  leave(userId: string, socket: WebSocket): void {
    const room = this.rooms.get(userId);
    room?.delete(socket);
    if (room?.size === 0) this.rooms.delete(userId);
  }

  publish<T extends ClientEventType>(userId: string, type: T, payload: ClientEventMap[T]): void {
    const message = JSON.stringify({ type, ...payload });
    for (const socket of this.rooms.get(userId) ?? []) {
      if (socket.readyState === OPEN) socket.send(message);
    }
  }
}
