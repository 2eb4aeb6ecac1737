import { AddressInfo, createConnection, createServer, Server, Socket } from 'node:net';

/** A client's connection and the one the proxy opened to the server for it. */
type Pair = { client: Socket; upstream: Socket; frozen: boolean };

/**
 * A TCP proxy on loopback in front of a real server, which a test can cut and restore while the
 * server itself keeps running for everyone else. "Down" is a refusing outage (reset sockets,
 * refused connections); "hung" is a network partition that says nothing: open connections stop
 * carrying bytes either way and new ones are accepted but go nowhere, a black hole. A connection
 * frozen by a hang stays frozen when the proxy comes back up: only new connections work again.
 */
export class TcpProxy {
  private server?: Server;
  private hung = false;
  private readonly sockets = new Set<Socket>();
  private readonly pairs = new Set<Pair>();
  port = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(targetHost, targetPort);
    await proxy.up();
    return proxy;
  }

  /** The same URL with the proxy in place of the server's host and port. */
  static through(url: string, proxy: TcpProxy): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(proxy.port);
    return parsed.toString();
  }

  /** Forwards new connections again, on the port it had; connections frozen by a hang stay frozen. */
  async up(): Promise<void> {
    this.hung = false;
    await this.listen();
  }

  /**
   * Stops forwarding without closing anything: open connections keep their sockets but carry no
   * more bytes either way, and new connections are accepted and then never answered.
   */
  async hang(): Promise<void> {
    this.hung = true;
    for (const pair of this.pairs) this.freeze(pair);
    await this.listen();
  }

  /** Refuses new connections and resets every open one, frozen ones included. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.hung = false;
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.pairs.clear();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
  }

  private async listen(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      this.track(client);
      // A black hole: the connection is taken and nothing it sends goes anywhere.
      if (this.hung) return void client.pause();
      const upstream = createConnection({ host: this.targetHost, port: this.targetPort });
      this.track(upstream);
      const pair: Pair = { client, upstream, frozen: false };
      this.pairs.add(pair);
      client.pipe(upstream).pipe(client);
      // A close crosses the proxy only while it forwards: across a partition nobody hears it.
      client.on('close', () => {
        if (!pair.frozen) upstream.destroy();
        this.pairs.delete(pair);
      });
      upstream.on('close', () => {
        if (!pair.frozen) client.destroy();
        this.pairs.delete(pair);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  private freeze(pair: Pair): void {
    pair.frozen = true;
    this.pairs.delete(pair);
    pair.client.unpipe(pair.upstream);
    pair.upstream.unpipe(pair.client);
    pair.client.pause();
    pair.upstream.pause();
  }
}
