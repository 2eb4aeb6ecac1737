import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';

export type PushedEvent = { type: string; [key: string]: unknown };
export type CloseFrame = { code: number; reason: string };

/** A signed-in /ws client that records every event, opened once the server said `connected`. */
export class LiveSocket {
  readonly events: PushedEvent[] = [];
  /** How the socket closed, once it has. */
  readonly closed: Promise<CloseFrame>;
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.events.push(JSON.parse(data.toString()) as PushedEvent);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static open(app: NestExpressApplication, cookie: string): Promise<LiveSocket> {
    const live = LiveSocket.connect(app, cookie);
    return live.waitFor('connected').then(() => live);
  }

  /** A socket on its way to open, for one the server may refuse. */
  static connect(app: NestExpressApplication, cookie: string): LiveSocket {
    const { port } = app.getHttpServer().address() as AddressInfo;
    return new LiveSocket(new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { Cookie: cookie } }));
  }

  /** The first event of this type (and matching `predicate`) received so far or within the time limit. */
  waitFor(type: string, predicate: (event: PushedEvent) => boolean = () => true, timeoutMs = 5_000): Promise<PushedEvent> {
    const find = () => this.events.find((event) => event.type === type && predicate(event));
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (!found) return;
        cleanUp();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanUp();
        reject(new Error(`no ${type} event within ${timeoutMs} ms; received ${JSON.stringify(this.events)}`));
      }, timeoutMs);
      const cleanUp = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** How the socket closed, or a failure if it is still open after the time limit. */
  closedWithin(timeoutMs: number): Promise<CloseFrame> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([this.closed, timeout]).finally(() => clearTimeout(timer));
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
