import { Controller, Delete, Get, HttpCode, Post, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiProperty,
} from '@nestjs/swagger';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { join } from 'node:path';
import { ErrorBody } from '../errors/error-body';
import { ApiCreated, ApiOk } from '../openapi/documented-response';
import { Endpoint } from './endpoint';
import { typeErrorsOf } from '../../../test/support/type-errors';

class ThingResponse {
  @ApiProperty() id: string;
}

const thing = async () => ({ id: '1' });

/** The stacks of decorators the controllers wrote before @Endpoint. */
function stackedController(): Type {
  @Controller('things')
  class ThingsController {
    @Post(':id/accept')
    @ApiOperation({ summary: 'Accepts a thing', description: 'The owner accepts it.' })
    @HttpCode(200)
    @ApiOk(ThingResponse)
    @ApiForbiddenResponse({ type: ErrorBody, description: 'Not the owner' })
    @ApiNotFoundResponse({ type: ErrorBody })
    @ApiConflictResponse({ type: ErrorBody, description: 'Already accepted' })
    accept() {
      return thing();
    }

    @Post()
    @ApiOperation({ summary: 'Makes a thing' })
    @ApiCreated(ThingResponse)
    make() {
      return thing();
    }

    @Delete(':id')
    @ApiOperation({ summary: 'Removes a thing', operationId: 'Things_discard' })
    @HttpCode(204)
    @ApiNoContentResponse({ description: 'Removed' })
    @ApiNotFoundResponse({ type: ErrorBody, description: 'No such thing' })
    remove() {}

    @Get()
    @ApiOperation({ summary: 'Lists things' })
    @ApiOk([ThingResponse])
    async list(): Promise<ThingResponse[]> {
      return [await thing()];
    }
  }
  return ThingsController;
}

function endpointController(): Type {
  @Controller('things')
  class ThingsController {
    @Endpoint('POST', ':id/accept', {
      summary: 'Accepts a thing',
      description: 'The owner accepts it.',
      answer: ApiOk(ThingResponse),
      errors: { 403: 'Not the owner', 404: '', 409: 'Already accepted' },
    })
    accept() {
      return thing();
    }

    @Endpoint('POST', '', { summary: 'Makes a thing', answer: ApiCreated(ThingResponse) })
    make() {
      return thing();
    }

    @Endpoint('DELETE', ':id', {
      summary: 'Removes a thing',
      operationId: 'Things_discard',
      answer: ApiNoContentResponse({ description: 'Removed' }),
      errors: { 404: 'No such thing' },
    })
    remove() {}

    @Endpoint('GET', '', { summary: 'Lists things', answer: ApiOk([ThingResponse]) })
    async list(): Promise<ThingResponse[]> {
      return [await thing()];
    }
  }
  return ThingsController;
}

async function documentOf(controller: Type): Promise<unknown> {
  @Controller()
  class Unused {}
  const module = { module: class ThingsModule {}, controllers: [controller, Unused] };
  const app = await NestFactory.create(module, { logger: false });
  try {
    await app.init();
    return SwaggerModule.createDocument(app, new DocumentBuilder().build(), {
      operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
    });
  } finally {
    await app.close();
  }
}

describe('@Endpoint', () => {
  it('documents exactly what the stack of decorators it replaces documented', async () => {
    const [stacked, folded] = await Promise.all([documentOf(stackedController()), documentOf(endpointController())]);
    expect(folded).toEqual(stacked);
    expect(JSON.stringify(folded)).toBe(JSON.stringify(stacked));
    expect(folded).toMatchObject({
      paths: {
        '/things/{id}/accept': {
          post: {
            operationId: 'Things_accept',
            responses: {
              '200': { description: '' },
              '403': {
                description: 'Not the owner',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
              },
              '404': { description: '' },
            },
          },
        },
        '/things/{id}': { delete: { operationId: 'Things_discard' } },
      },
    });
  });

  it('routes as the stack did, answering with the status the answer documents', () => {
    const routesOf = (controller: Type) =>
      ['accept', 'make', 'remove', 'list'].map((name) => {
        const handler = (controller.prototype as Record<string, object>)[name];
        return [name, ...[PATH_METADATA, METHOD_METADATA, HTTP_CODE_METADATA].map((key) => Reflect.getMetadata(key, handler) as unknown)];
      });
    const folded = routesOf(endpointController());
    expect(folded).toEqual(routesOf(stackedController()));
    expect(folded).toEqual([
      ['accept', ':id/accept', RequestMethod.POST, 200],
      ['make', '/', RequestMethod.POST, undefined],
      ['remove', ':id', RequestMethod.DELETE, 204],
      ['list', '/', RequestMethod.GET, undefined],
    ]);
  });

  it('refuses an answer of two success statuses', () => {
    const twoAnswers = () => {
      class Things {
        @Endpoint('POST', '', { summary: 'Either', answer: ApiOk(ThingResponse) })
        @ApiCreated(ThingResponse)
        either() {
          return thing();
        }
      }
      return Things;
    };
    // Decorators apply bottom up: ApiCreated has documented 201 when @Endpoint adds 200.
    expect(twoAnswers).toThrow('either documents more than one success: 200, 201');
  });

  it('compiles only on a handler that answers what the answer documents, like the helper alone, or any with an answer of no class', () => {
    const errors = typeErrorsOf(`import { ApiOk } from ${JSON.stringify(join(__dirname, '../openapi/documented-response'))};
import { Endpoint } from ${JSON.stringify(join(__dirname, 'endpoint'))};
type ThingView = { id: string };
class ThingResponse { id: string; }
const plain: MethodDecorator = () => undefined;
export class ThingsController {
  @Endpoint('GET', ':id', { summary: 'One', answer: ApiOk(ThingResponse) }) async same(): Promise<ThingView> { return { id: '1' }; }
  @Endpoint('GET', ':id', { summary: 'One', answer: ApiOk(ThingResponse) }) async other(): Promise<{ id: number }> { return { id: 1 }; }
  @Endpoint('GET', '', { summary: 'All', answer: ApiOk([ThingResponse]) }) async notAList(): Promise<ThingView> { return { id: '1' }; }
  @Endpoint('GET', '', { summary: 'All', answer: ApiOk([ThingResponse]), errors: { 418: 'A teapot' } }) list(): ThingView[] { return []; }
  @Endpoint('FETCH', '', { summary: 'All', answer: ApiOk([ThingResponse]) }) fetch(): ThingView[] { return []; }
  @Endpoint('DELETE', ':id', { summary: 'Gone', answer: plain }) async remove(): Promise<void> {}
}
`);
    expect([...errors.keys()].sort((a, b) => a - b)).toEqual([8, 9, 10, 11]);
    expect(errors.get(8)).toContain('answers another shape than documented');
    expect(errors.get(9)).toContain('answers another shape than documented');
  });
});
