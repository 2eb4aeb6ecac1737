import { BadRequestException, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { DatabaseError } from 'pg';
import { DomainError } from './domain-error';
import { toErrorBody } from './error-mapping';

describe('toErrorBody', () => {
  it.each([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['rate_limited', 429],
  ] as const)('maps a %s domain error to %i with its code', (kind, status) => {
    expect(toErrorBody(new DomainError('CTX.RULE', 'Rule broken', kind, { at: 1 }))).toEqual({
      statusCode: status,
      code: 'CTX.RULE',
      message: 'Rule broken',
      details: { at: 1 },
    });
  });

  it('keeps the code and details of validation errors', () => {
    const error = new BadRequestException({ code: 'VALIDATION_FAILED', message: 'email is required', details: { fields: [] } });
    expect(toErrorBody(error)).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'email is required',
      details: { fields: [] },
    });
  });

  it('names plain HTTP errors by their status', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x'))).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/x',
    });
    expect(toErrorBody(new ThrottlerException())).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
  });

  it('maps body-parser failures to 400 and 413', () => {
    const malformed = Object.assign(new SyntaxError('Unexpected token'), { type: 'entity.parse.failed', status: 400 });
    const tooLarge = Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413 });
    expect(toErrorBody(malformed)).toMatchObject({ statusCode: 400, code: 'MALFORMED_JSON' });
    expect(toErrorBody(tooLarge)).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it.each(['22P02', '22007', '22008', '22021'])('maps a PostgreSQL data exception (%s) that slipped past validation to 400', (code) => {
    const error = new DriverException(Object.assign(new Error('invalid input'), { code }));
    expect(toErrorBody(error)).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'A value in the request is malformed' });
  });

  it.each(['22P02', '22003'])('maps the same data exception (%s) raised by pg itself, as a Kysely statement fails, to 400', (code) => {
    const error = Object.assign(new DatabaseError('invalid input', 0, 'error'), { code });
    expect(toErrorBody(error)).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'A value in the request is malformed' });
  });

  it('maps a unique violation to 409, through the ORM or from pg itself', () => {
    const raw = Object.assign(new DatabaseError('duplicate key value violates unique constraint', 0, 'error'), { code: '23505' });
    const conflict = { statusCode: 409, code: 'CONFLICT', message: 'This conflicts with an existing record' };
    expect(toErrorBody(raw)).toEqual(conflict);
    expect(toErrorBody(new UniqueConstraintViolationException(raw))).toEqual(conflict);
  });

  it('hides the details of unexpected failures', () => {
    expect(toErrorBody(new Error('connection string with a password'))).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side',
    });
  });

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    [
      'an administrator shutdown (57P01)',
      new DriverException(Object.assign(new Error('update x - terminating connection'), { code: '57P01' })),
    ],
    ['a server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection failure (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a pool wait that ran out', new Error('timeout exceeded when trying to connect')],
    ['MikroORM connection exception', new ConnectionException(new Error('no connection'))],
    ['a connection that ended', new DriverException(new Error('select 1 - Connection terminated unexpectedly'))],
    ['every address refused', new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], 'connect failed')],
    ['a database that did not answer in time', new DriverException(new Error('select 1 - Query read timeout'))],
    ['a statement after the connection was closed', new DriverException(new Error('rollback - Client was closed and is not queryable'))],
    [
      'a statement over the statement timeout (57014)',
      new DriverException(Object.assign(new Error('select 1 - canceling statement due to statement timeout'), { code: '57014' })),
    ],
    ['a statement queued on a connection closed for its silence', new Error('Connection closed: the database did not answer in time')],
    ['a new connection that did not open in time', new Error('Connection terminated due to connection timeout')],
  ])('answers 503 for %s', (_name, error) => {
    expect(toErrorBody(error)).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('keeps other database errors a 500', () => {
    expect(toErrorBody(new DriverException(Object.assign(new Error('select - division by zero'), { code: '42883' })))).toMatchObject({
      statusCode: 500,
    });
  });
});
