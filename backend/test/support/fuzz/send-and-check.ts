import type { Response } from 'supertest';
import type { Agent } from '../test-app';
import type { Expectation, MalformedRequest } from './malformed-requests';
import type { Operation } from './openapi-operations';

/** An answer that was checked: its status (or 'no response'), and what is wrong with it if anything. */
export type Outcome = { status: number | 'no response'; failure: Failure | null };

export type Failure = { operation: string; actor: string; variant: string; status: number | string; problem: string; excerpt: string };

/** A request that gets no answer at all is a failure too, not a hung test. */
const REQUEST_TIMEOUT = { response: 20_000, deadline: 30_000 };
const ERROR_BODY_KEYS = new Set(['statusCode', 'code', 'message', 'details']);

/** Why a 4xx body is not the one error body `{statusCode, code, message, details?}`, or null. */
export function errorBodyProblem(status: number, contentType: string | undefined, text: string): string | null {
  if (!contentType?.includes('application/json')) return `error body is not JSON (Content-Type: ${contentType ?? 'none'})`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error body is not valid JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'error body is not an object';
  const fields = body as Record<string, unknown>;
  const unexpected = Object.keys(fields).filter((key) => !ERROR_BODY_KEYS.has(key));
  if (unexpected.length) return `error body has other keys: ${unexpected.join(', ')}`;
  if (fields.statusCode !== status) return `error body statusCode ${JSON.stringify(fields.statusCode)} is not the HTTP status`;
  if (typeof fields.code !== 'string' || fields.code.length === 0) return 'error body code is not a non-empty string';
  if (typeof fields.message !== 'string' || fields.message.length === 0) return 'error body message is not a non-empty string';
  return null;
}

function expectationProblem(status: number, expect: Expectation): string | null {
  if (expect === 'payload-too-large' && status !== 413) return 'expected 413 (over the body limit)';
  if (expect === 'client-error' && (status < 400 || status >= 500)) return 'expected a 4xx refusal';
  return null;
}

/** Sends one malformed request and says what is wrong with the answer, if anything. */
export async function sendAndCheck(client: Agent, operation: Operation, actor: string, request: MalformedRequest): Promise<Outcome> {
  const failure = (status: number | string, problem: string, excerpt: string): Failure => ({
    operation: operation.name,
    actor,
    variant: request.variant,
    status,
    problem,
    excerpt,
  });
  // The document's methods are lowercase HTTP verbs, which the supertest agent has as methods.
  let test = client[operation.method as 'get'](request.path).timeout(REQUEST_TIMEOUT);
  for (const [name, value] of Object.entries(request.headers)) test = test.set(name, value);
  if (request.body !== undefined) test = test.send(request.body);
  let response: Response;
  try {
    response = await test;
  } catch (error) {
    return { status: 'no response', failure: failure('no response', (error as Error).message, '') };
  }
  const { status } = response;
  const text = response.text ?? '';
  const excerpt = text.length > 300 ? `${text.slice(0, 300)}…` : text;
  const problems: string[] = [];
  if (status >= 500) problems.push('server error');
  const expected = expectationProblem(status, request.expect);
  if (expected) problems.push(expected);
  // HEAD answers carry no body to check.
  if (status >= 400 && status < 500 && operation.method !== 'head') {
    const bodyProblem = errorBodyProblem(status, response.headers['content-type'], text);
    if (bodyProblem) problems.push(bodyProblem);
  }
  return { status, failure: problems.length ? failure(status, problems.join('; '), excerpt) : null };
}

/** Runs `work` over `items`, at most `concurrency` at a time. */
export async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** One line per failure: method and path, actor, variant, status, problem and body excerpt. */
export function describeFailures(failures: Failure[]): string {
  const lines = failures.map(
    (f) => `  ${f.operation} as ${f.actor} | ${f.variant} → ${f.status}: ${f.problem}${f.excerpt ? ` | ${JSON.stringify(f.excerpt)}` : ''}`,
  );
  return `${failures.length} malformed request(s) got a bad answer:\n${lines.join('\n')}`;
}
