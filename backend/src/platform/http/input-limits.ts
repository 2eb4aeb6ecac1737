import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { FieldError, validationFailed } from '../errors/validation';

/** Deeper JSON than any request of the API needs; deeper is refused before validation walks it. */
export const MAX_JSON_DEPTH = 32;

/** Keys that would reach an object's prototype when copied onto a class instance. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export class BodyTooDeep extends BadRequestException {
  constructor() {
    super({ code: 'BODY_TOO_DEEP', message: `The request body is nested deeper than ${MAX_JSON_DEPTH} levels` });
  }
}

/** What PostgreSQL and the validators cannot take in a string: NUL, and UTF-16 halves without their pair. */
export function stringProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  if (!value.isWellFormed()) return 'must be valid Unicode text (it has an unpaired surrogate)';
  return null;
}

function fieldName(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** Walks a parsed body or query, at most MAX_JSON_DEPTH levels, collecting what no endpoint accepts. */
function collectProblems(value: unknown, path: string, depth: number, problems: FieldError[]): void {
  if (typeof value === 'string') {
    const problem = stringProblem(value);
    if (problem) problems.push({ field: path || 'body', errors: [`${path || 'body'} ${problem}`] });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_JSON_DEPTH) throw new BodyTooDeep();
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectProblems(item, fieldName(path, index), depth + 1, problems));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const field = fieldName(path, key);
    const keyProblem = PROTOTYPE_KEYS.has(key) ? 'is not an accepted field name' : stringProblem(key);
    if (keyProblem) problems.push({ field, errors: [`${field} ${keyProblem}`] });
    collectProblems(item, field, depth + 1, problems);
  }
}

/** The request's path, decoded as the router will decode its parameters. */
function pathProblem(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'The request path is not valid percent-encoded UTF-8';
  }
  const problem = stringProblem(decoded);
  return problem ? `The request path ${problem}` : null;
}

/**
 * One rule for every endpoint, before routing and validation: the path, query and JSON body
 * carry no NUL or broken Unicode (PostgreSQL and the validators throw on them), no key that
 * reaches a prototype, and no nesting deeper than MAX_JSON_DEPTH (validation recurses).
 * Runs after the body parser; failures are the one error body (400).
 */
export function rejectUnsafeInput(request: Request, _response: Response, next: NextFunction): void {
  const badPath = pathProblem(request.path);
  if (badPath) return next(new BadRequestException({ code: 'BAD_PATH', message: badPath }));
  const problems: FieldError[] = [];
  try {
    collectProblems(request.query, '', 1, problems);
    collectProblems(request.body, '', 0, problems);
  } catch (error) {
    return next(error);
  }
  next(problems.length > 0 ? validationFailed(problems) : undefined);
}
