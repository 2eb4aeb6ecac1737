import { Logger } from '@nestjs/common';
import type { Request } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';

/** The app's renderer of signed-in screens, built for Node, and the stylesheet's index (frontend/build-tools/first-load.ts). */
const SCREEN_RENDERER_FILE = '.server/prerender.cjs';
const STYLESHEET_INDEX_FILE = '.server/stylesheet-index.json';
/** What a drawn screen's calls forward of the page's request: who is asking, and in what language. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language'] as const;
/** Answers fetch's Response may not give a body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** A signed-in screen drawn on the server: its markup, the stylesheet's rules it uses, and the data it shows (for the app's cache). */
export type DrawnScreen = {
  html: string;
  css: string;
  queries: unknown;
  /** One of its answers carried a secret (SecretInAnswer): the page must go out uncompressed, as that answer did. */
  secretInside: boolean;
  /** When its reads began (milliseconds since the epoch): what happened since, its data may not show. */
  drawnAt: number;
  /** Where a route of the app sent the visitor instead (path and query): nothing was drawn, the page is a redirect there. */
  movedTo?: string;
};
type RenderedScreen = Omit<DrawnScreen, 'secretInside' | 'drawnAt'>;

/** One of the screen's calls to the API, as fetch makes them. */
type ApiCall = (request: globalThis.Request) => Promise<globalThis.Response>;
type RendererModule = {
  renderSignedInScreen(request: {
    url: string;
    user: unknown;
    call: ApiCall;
    deadline: number;
    stylesheet: unknown;
  }): Promise<RenderedScreen | null>;
};

/**
 * Draws a signed-in user's screen as the app would first draw it, with its data (decision 0042),
 * so that a phone paints the screen from the page alone. The screen's calls reach this server as
 * the user's own (their session cookie), through every check an API call passes.
 */
export class ScreenRenderer {
  private static readonly logger = new Logger('ScreenRenderer');
  private module: RendererModule | undefined;
  private stylesheet: unknown;
  /** Loopback calls reuse their connections. */
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 16 });

  private constructor(
    private readonly distDir: string,
    /** How long the screen's data may take (SCREEN_DATA_BUDGET_MS): the reads are under 50 ms at p95, and a page that waited longer would lose what drawing it gains. */
    private readonly dataBudgetMs: number,
  ) {}

  /** The renderer of the build in the folder; undefined when the build has none, or no time is given to draw. */
  static load(distDir: string, dataBudgetMs: number): ScreenRenderer | undefined {
    return dataBudgetMs > 0 && existsSync(join(distDir, SCREEN_RENDERER_FILE)) ? new ScreenRenderer(distDir, dataBudgetMs) : undefined;
  }

  /** The screen of the request's address; undefined when it cannot be drawn (the page then goes out empty, and the app draws it). */
  async draw(req: Request, user: unknown): Promise<DrawnScreen | undefined> {
    try {
      const renderer = this.loaded();
      let secretInside = false;
      const drawnAt = Date.now();
      const screen = await renderer.renderSignedInScreen({
        url: req.originalUrl,
        user,
        call: this.callsAs(req, () => (secretInside = true)),
        deadline: Date.now() + this.dataBudgetMs,
        stylesheet: this.stylesheet,
      });
      // Null: a screen whose loading writes is the app's to draw (decision 0083).
      return screen === null ? undefined : { ...screen, secretInside, drawnAt };
    } catch (error) {
      ScreenRenderer.logger.warn(`Could not draw ${req.path}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  /** Loaded at the first signed-in page: most API processes (and tests) never draw one. */
  private loaded(): RendererModule {
    if (!this.module) {
      this.stylesheet = JSON.parse(readFileSync(join(this.distDir, STYLESHEET_INDEX_FILE), 'utf8'));
      // The build's own file, not a package: required by its path.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      this.module = require(join(this.distDir, SCREEN_RENDERER_FILE)) as RendererModule;
    }
    return this.module;
  }

  /**
   * The screen's reads, sent to the address the page's request came in on, with its cookie: the
   * user's own calls, as if the app had made them. Only reads of the API are let through.
   */
  private callsAs(req: Request, onSecret: () => void): ApiCall {
    const { localAddress, localPort } = req.socket;
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    for (const name of FORWARDED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return (call) => {
      const url = new URL(call.url);
      if (call.method !== 'GET' || !url.pathname.startsWith('/api/')) {
        return Promise.reject(new Error(`A drawn screen may only read the API, not ${call.method} ${url.pathname}`));
      }
      return new Promise((resolve, reject) => {
        const outgoing = httpRequest(
          { host: localAddress, port: localPort, path: url.pathname + url.search, method: 'GET', headers, agent: this.agent },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('error', reject);
            // SecretInAnswer's mark: such an answer is never compressed.
            if (incoming.headers['cache-control']?.includes('no-transform')) onSecret();
            incoming.on('end', () => {
              const answerHeaders = new Headers();
              for (const [name, value] of Object.entries(incoming.headers)) {
                if (typeof value === 'string') answerHeaders.set(name, value);
              }
              const status = incoming.statusCode ?? 500;
              const body = NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks);
              resolve(new Response(body, { status, headers: answerHeaders }));
            });
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      });
    };
  }
}
