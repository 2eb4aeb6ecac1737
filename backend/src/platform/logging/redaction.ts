import { SESSION_COOKIE_NAME } from '../auth/session-settings';

/** What stands in a log for a value that grants access. */
export const REDACTED = '[REDACTED]';

/**
 * Paths of logged objects that hold secrets, for pino's redact. Request and response lines carry
 * no headers or bodies (see the serializers), so these catch objects logged on purpose.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'cookie',
  'sid',
  'sessionId',
  'token',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.cookie',
  '*.sid',
  '*.sessionId',
  '*.token',
];

/** Query parameters whose values open something: presigned S3 URLs, link tokens, credentials. */
const SECRET_QUERY_PARAMETER =
  /^(x-amz-signature|x-amz-credential|x-amz-security-token|signature|sig|token|access_token|code|password|secret)$/i;
/** Path segments that are tokens: the storage routes' signed grants, and any segment too long to be an id or a name. */
const TOKEN_ROUTE = /^\/api\/storage\/(uploads|objects)\/[^/]+/;
const LONG_SEGMENT = /^[A-Za-z0-9._~%+=-]{40,}$/;

/** The URL with its token path segments and secret query values replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const redactedPath = path
    .replace(TOKEN_ROUTE, (match) => `${match.slice(0, match.lastIndexOf('/') + 1)}${REDACTED}`)
    .split('/')
    .map((segment) => (LONG_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/');
  if (queryStart === -1) return redactedPath;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      return SECRET_QUERY_PARAMETER.test(decodeQueryName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

function decodeQueryName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

const TEXT_PATTERNS: [RegExp, string][] = [
  // Signed storage URLs inside messages and stacks.
  [/(\/api\/storage\/(?:uploads|objects)\/)[^\s"'?&#)]+/g, `$1${REDACTED}`],
  [
    /([?&](?:x-amz-signature|x-amz-credential|x-amz-security-token|signature|sig|token|access_token|code|password|secret)=)[^&\s"'#]+/gi,
    `$1${REDACTED}`,
  ],
  // The session cookie, raw or URL-encoded, and express-session's signed value (s:<sid>.<signature>).
  [new RegExp(`(${SESSION_COOKIE_NAME.replace('.', '\\.')}=)[^;\\s"']+`, 'g'), `$1${REDACTED}`],
  [/\bs(?::|%3A)[A-Za-z0-9_-]{16,}\.[A-Za-z0-9%+/=_-]+/g, REDACTED],
  // HMAC-signed tokens (payload.signature in base64url).
  [/\b[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{20,}\b/g, REDACTED],
];

/** Statements whose values MikroORM inlines into the text: its query log, and errors of statements it ran. */
const SQL_STATEMENT = /\b(select\b[\s\S]*\bfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i;
const SQL_LITERAL = /'(?:[^']|'')*'/g;
/** pg's detail and hint repeat values (Key (sid)=(…) already exists), which MikroORM appends. */
const SQL_DETAIL = /(\n - (?:detail|hint): )[^\n]*/g;

/**
 * Free text (a message, a stack) with every secret this application knows the shape of replaced:
 * signed URLs and tokens, the session cookie, and the values of any SQL statement in it.
 */
export function redactText(text: string): string {
  let redacted = text;
  for (const [pattern, replacement] of TEXT_PATTERNS) redacted = redacted.replace(pattern, replacement);
  if (SQL_STATEMENT.test(redacted)) redacted = redacted.replace(SQL_LITERAL, `'${REDACTED}'`).replace(SQL_DETAIL, `$1${REDACTED}`);
  return redacted;
}

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  errno?: unknown;
  syscall?: unknown;
  errors?: unknown;
  cause?: unknown;
  constructor?: { name?: unknown };
};

/**
 * An error as the logs show it: its type, code, message and stack, redacted. Nothing else of it:
 * pg's errors carry the statement's parameters, detail and where; others carry requests.
 */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { message: redactText(String(error)) };
  const { name, message, stack, code, errno, syscall, errors, cause, constructor } = error as ErrorLike;
  const logged: Record<string, unknown> = { type: typeof name === 'string' ? name : constructor?.name };
  if (typeof message === 'string') logged.message = redactText(message);
  if (typeof stack === 'string') logged.stack = redactText(stack);
  if (typeof code === 'string' || typeof code === 'number') logged.code = code;
  if (typeof errno === 'number') logged.errno = errno;
  if (typeof syscall === 'string') logged.syscall = syscall;
  if (depth < 3 && Array.isArray(errors)) logged.errors = errors.map((inner) => errorForLog(inner, depth + 1));
  if (depth < 3 && cause !== undefined) logged.cause = errorForLog(cause, depth + 1);
  return logged;
}

function isErrorLike(value: unknown): value is { message: string } {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string' && 'stack' in value;
}

/**
 * A logger call's arguments with every text redacted. pino takes an error's own message as the
 * line's message when none is given, past the serializers: the redacted one is given instead.
 */
export function redactLogArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (isErrorLike(first)) return [{ err: first }, ...(rest.length > 0 ? rest : [first.message]).map(redactArgument)];
  if (typeof first === 'object' && first !== null && isErrorLike((first as { err?: unknown }).err) && typeof rest[0] !== 'string') {
    return [first, redactText((first as { err: { message: string } }).err.message), ...rest.slice(1)];
  }
  return args.map(redactArgument);
}

function redactArgument(arg: unknown): unknown {
  return typeof arg === 'string' ? redactText(arg) : arg;
}
