import { Type as ClassType } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';

/** The property the compiler reports missing when a handler answers another shape than it documents. */
type Mismatch<Documented, Answered> = { 'answers another shape than documented': { documented: Documented; answered: Answered } };

/** Same fields of the same types both ways (nothing missing, nothing undocumented), and not `any`. */
type SameShape<Answered, Documented> = 0 extends 1 & Answered
  ? Mismatch<Documented, Answered>
  : [Answered] extends [Documented]
    ? [Documented] extends [Answered]
      ? unknown
      : Mismatch<Documented, Answered>
    : Mismatch<Documented, Answered>;

/**
 * A method decorator that compiles only on a handler whose declared answer, once awaited, has
 * exactly the shape of `Documented`: what the OpenAPI document describes the answer by. The
 * handler returns the view its query makes; the response class documents it; this ties the two.
 */
export type Answers<Documented> = <Handler extends (...args: never[]) => unknown>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<Handler> & SameShape<Awaited<ReturnType<Handler>>, Documented>,
) => void;

/** Types a decorator that documents the answer as `Documented`, so that it checks the handler. */
export function answers<Documented>(decorator: MethodDecorator): Answers<Documented> {
  return decorator as Answers<Documented>;
}

type Options = Pick<NonNullable<Parameters<typeof ApiOkResponse>[0]>, 'description' | 'headers'>;

/** ApiOkResponse of `type` (`[type]`: a list of them), which the handler must answer with. */
export function ApiOk<Documented>(type: [ClassType<Documented>], options?: Options): Answers<Documented[]>;
export function ApiOk<Documented>(type: ClassType<Documented>, options?: Options): Answers<Documented>;
export function ApiOk(type: ClassType<unknown> | [ClassType<unknown>], options: Options = {}): Answers<unknown> {
  return answers(ApiOkResponse({ ...options, type }));
}

/** ApiCreatedResponse of `type`, which the handler must answer with. */
export function ApiCreated<Documented>(type: ClassType<Documented>, options: Options = {}): Answers<Documented> {
  return answers(ApiCreatedResponse({ ...options, type }));
}
