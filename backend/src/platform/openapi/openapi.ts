import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE_NAME } from '../auth/session-settings';

export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('VerifiedWork API')
    .setDescription('Marketplace for verified remote support work. Every failure has the body { statusCode, code, message, details? }.')
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE_NAME)
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
}

/** Swagger UI at /api/docs and the document at /api/docs-json. */
export function serveOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
