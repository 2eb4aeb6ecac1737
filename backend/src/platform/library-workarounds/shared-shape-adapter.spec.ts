import { Controller, Get, INestApplication, Module, NestApplicationOptions, Req, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import express, { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { get as httpsGet, Server as HttpsServer } from 'node:https';
import { AddressInfo, connect, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { SharedShapeExpressAdapter, sharedShapeClasses } from './shared-shape-adapter';

describe('requests and responses built on Express prototypes', () => {
  it("are constructed as the app's request and response, which Express then leaves as they are", async () => {
    const app = express();
    const { Request, Response } = sharedShapeClasses(app);
    expect(app.request).toBe(Request.prototype);
    expect(app.response).toBe(Response.prototype);

    const seen: Record<string, unknown> = {};
    app.get('/echo', (req, res) => {
      // Express has run its init middleware (its setPrototypeOf) by now.
      Object.assign(seen, {
        requestPrototype: Object.getPrototypeOf(req) === Request.prototype,
        responsePrototype: Object.getPrototypeOf(res) === Response.prototype,
        isIncomingMessage: req instanceof IncomingMessage,
        isServerResponse: res instanceof ServerResponse,
        app: req.app === app,
      });
      res.status(201).json({ header: req.get('x-test'), query: req.query.q });
    });
    const server = createServer({ IncomingMessage: Request, ServerResponse: Response }, app);

    const response = await request(server).get('/echo?q=1').set('X-Test', 'yes').expect(201);
    expect(response.body).toEqual({ header: 'yes', query: '1' });
    expect(seen).toEqual({ requestPrototype: true, responsePrototype: true, isIncomingMessage: true, isServerResponse: true, app: true });
  });
});

@Controller('probe')
class ProbeController {
  static entered: () => void = () => undefined;

  @Get()
  shape(@Req() req: ExpressRequest, @Res({ passthrough: true }) res: ExpressResponse) {
    const app = req.app as unknown as { request: object; response: object };
    return { request: Object.getPrototypeOf(req) === app.request, response: Object.getPrototypeOf(res) === app.response };
  }

  /** Never answers: a request in flight when the app closes. */
  @Get('held')
  held(): Promise<never> {
    ProbeController.entered();
    return new Promise(() => undefined);
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

async function probeApp(options: NestApplicationOptions): Promise<{ app: INestApplication; port: number }> {
  const app = await NestFactory.create(ProbeModule, new SharedShapeExpressAdapter(), { ...options, logger: false });
  await app.listen(0, '127.0.0.1');
  return { app, port: (app.getHttpServer().address() as AddressInfo).port };
}

/** A throwaway self-signed certificate for 127.0.0.1. */
function selfSignedCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(join(tmpdir(), 'shared-shape-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(folder, 'key.pem'), 'utf8'), cert: readFileSync(join(folder, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('SharedShapeExpressAdapter', () => {
  it('serves HTTP with every request and response on the app prototypes', async () => {
    const { app, port } = await probeApp({});
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/probe`);
      expect(await answer.json()).toEqual({ request: true, response: true });
    } finally {
      await app.close();
    }
  });

  it('serves HTTPS when given httpsOptions', async () => {
    const { app, port } = await probeApp({ httpsOptions: selfSignedCertificate() });
    try {
      expect(app.getHttpServer()).toBeInstanceOf(HttpsServer);
      const body = await new Promise<string>((resolve, reject) => {
        httpsGet({ host: '127.0.0.1', port, path: '/probe', rejectUnauthorized: false }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        }).on('error', reject);
      });
      expect(JSON.parse(body)).toEqual({ request: true, response: true });
    } finally {
      await app.close();
    }
  });

  it("arms a connection's keep-alive timer outside the request's async context, so the timer does not keep the request", async () => {
    const requestContext = new AsyncLocalStorage<{ url: string }>();
    const app = await NestFactory.create(ProbeModule, new SharedShapeExpressAdapter(), { logger: false });
    app.use((req: ExpressRequest, _res: ExpressResponse, next: () => void) => requestContext.run({ url: req.url }, next));
    const server = app.getHttpServer() as HttpServer;
    server.keepAliveTimeout = 100;
    // What the keep-alive timer's callback sees is the context the timer was armed in.
    const contextAtKeepAliveTimeout = new Promise<unknown>((resolve) =>
      server.on('connection', (socket: Socket) => socket.once('timeout', () => resolve(requestContext.getStore() ?? 'none'))),
    );
    await app.listen(0, '127.0.0.1');
    // A raw keep-alive connection: an HTTP client would itself close a socket the server keeps
    // for under a second.
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    try {
      const answer = await new Promise<string>((resolve) => {
        client.write('GET /probe HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        client.once('data', (chunk: Buffer) => resolve(chunk.toString()));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(await contextAtKeepAliveTimeout).toBe('none');
    } finally {
      client.destroy();
      await app.close();
    }
  });

  it('with forceCloseConnections, closing the app ends a request still in flight instead of waiting for it', async () => {
    const { app, port } = await probeApp({ forceCloseConnections: true });
    const entered = new Promise<void>((resolve) => (ProbeController.entered = resolve));
    const inFlight = fetch(`http://127.0.0.1:${port}/probe/held`).then(
      () => 'answered',
      () => 'connection closed',
    );
    await entered;
    await app.close();
    expect(await inFlight).toBe('connection closed');
  });
});
