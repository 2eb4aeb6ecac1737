import { applyDecorators, Delete, Get, HttpCode, HttpStatus, Patch, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ErrorBody } from '../errors/error-body';
import type { Answers } from '../openapi/documented-response';

const ROUTES = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete };

export type EndpointMethod = keyof typeof ROUTES;

/** The failure answers an endpoint documents beside the shared ones (openapi.ts adds those). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503 | 507;

export type EndpointOptions<Answer> = {
  summary: string;
  description?: string;
  /** Only where the operation's id is not Controller_method (operationIdFactory in openapi.ts). */
  operationId?: string;
  /** The success answer, documented by one of the platform's helpers, which check what the handler returns. */
  answer: Answer;
  /** Each failure the endpoint answers, by status, with what it means ('' when the status says it); the body is ErrorBody. */
  errors?: { readonly [Status in ErrorStatus]?: string };
};

/** Where @nestjs/swagger keeps an operation's responses (its DECORATORS.API_RESPONSE, not exported). */
const API_RESPONSE = 'swagger/apiResponse';

/** The status Nest answers a method with when none is set: 201 for POST, 200 otherwise. */
const DEFAULT_STATUS: Record<EndpointMethod, number> = { GET: 200, POST: HttpStatus.CREATED, PUT: 200, PATCH: 200, DELETE: 200 };

/**
 * Answers with the success status the answer documents (200 for ApiOk on a POST, 204 for
 * ApiNoContentResponse), so the document and the server cannot disagree.
 */
function AnswersAsDocumented(method: EndpointMethod): MethodDecorator {
  return (target, key, descriptor) => {
    const responses = (Reflect.getMetadata(API_RESPONSE, descriptor.value as object) ?? {}) as Record<string, unknown>;
    const successes = Object.keys(responses)
      .map(Number)
      .filter((status) => status >= 200 && status < 300);
    if (successes.length > 1) throw new Error(`${String(key)} documents more than one success: ${successes.join(', ')}`);
    if (successes.length === 1 && successes[0] !== DEFAULT_STATUS[method]) HttpCode(successes[0])(target, key, descriptor);
  };
}

/**
 * One endpoint's route and documentation in one decorator, instead of a stack of them:
 *
 *     @Endpoint('POST', ':id/accept', {
 *       summary: 'Accepts an application',
 *       answer: ApiOk(ApplicationResponse),
 *       errors: { 403: 'Not the owner of the job', 404: 'Application not found', 409: 'Not pending' },
 *     })
 *
 * The route (Nest's @Get, @Post…), its ApiOperation, the success answer (checked against what the
 * handler returns, like the helper alone), each error status with the one error body, and the
 * answer's status as the server's (@HttpCode when it is not the method's default). Guards, rate
 * limits and the rest stay decorators of their own beside it. An answer without a class
 * (ApiNoContentResponse, a file) leaves the handler unchecked.
 */
export function Endpoint(method: EndpointMethod, path: string, options: EndpointOptions<MethodDecorator>): MethodDecorator;
/** An answer of a class (ApiOk, ApiCreated, ApiPageResponse…): the handler must answer its shape. */
export function Endpoint<Documented>(
  method: EndpointMethod,
  path: string,
  options: EndpointOptions<Answers<Documented>>,
): Answers<Documented>;
export function Endpoint(
  method: EndpointMethod,
  path: string,
  { summary, description, operationId, answer, errors = {} }: EndpointOptions<MethodDecorator | Answers<unknown>>,
): MethodDecorator {
  return applyDecorators(
    ROUTES[method](path),
    ApiOperation({ summary, description, ...(operationId ? { operationId } : {}) }),
    answer as unknown as MethodDecorator,
    ...Object.entries(errors).map(([status, text]) =>
      ApiResponse({ status: Number(status), type: ErrorBody, description: text || undefined }),
    ),
    AnswersAsDocumented(method),
  );
}
