import { DomainError, DomainErrorKind } from './domain-error';

/** One error of a context's table: its code after the context's prefix, how it reads to a caller, what it says. */
export type ErrorEntry = {
  readonly code: string;
  readonly kind: DomainErrorKind;
  /** The message, or how the error's arguments make it. */
  readonly message: string | ((...args: never[]) => string);
  /** The body's details, made from the error's arguments. */
  readonly details?: (...args: never[]) => Record<string, unknown>;
};

/** What `new` of the error takes: the arguments of its details when it has some, else those of its message. */
type ArgumentsOf<Entry> = Entry extends { details: (...args: infer Args) => unknown }
  ? Args
  : Entry extends { message: (...args: infer Args) => string }
    ? Args
    : [];

/** A message made from the arguments `new` takes (it may use fewer of them). */
type MessageOf<Entry> = { readonly message: string | ((...args: ArgumentsOf<Entry>) => string) };

/** An error class of a table: `throw new JobNotFound()`, `error instanceof JobNotFound`. */
export type DomainErrorClass<Args extends unknown[] = []> = {
  new (...args: Args): DomainError;
  /** The stable code of its errors, CONTEXT.RULE. */
  readonly code: string;
  readonly kind: DomainErrorKind;
};

export type ErrorTable<Entries> = { readonly [Name in keyof Entries]: DomainErrorClass<ArgumentsOf<Entries[Name]>> };

/**
 * A context's domain errors, one entry each, as classes named after their keys: `errorTable('JOBS',
 * { JobNotFound: { code: 'JOB_NOT_FOUND', message: 'Job not found', kind: 'not_found' } })` makes
 * JobNotFound, whose errors have the code JOBS.JOB_NOT_FOUND and the name JobNotFound. An entry whose
 * message or details is a function takes that function's arguments (the details' when both take some).
 */
export function errorTable<const Entries extends Record<string, ErrorEntry>>(
  prefix: string,
  entries: Entries & { readonly [Name in keyof Entries]: MessageOf<Entries[Name]> },
): ErrorTable<Entries> {
  const table: Record<string, DomainErrorClass<never[]>> = {};
  for (const [name, { code, kind, message, details }] of Object.entries(entries as Record<string, ErrorEntry>)) {
    const fullCode = `${prefix}.${code}`;
    const say = message as string | ((...args: unknown[]) => string);
    const facts = details as ((...args: unknown[]) => Record<string, unknown>) | undefined;
    const errorClass = class extends DomainError {
      static readonly code = fullCode;
      static readonly kind = kind;

      constructor(...args: unknown[]) {
        super(fullCode, typeof say === 'function' ? say(...args) : say, kind, facts?.(...args));
      }
    };
    // DomainError names each error after its class (new.target.name): the entry's key.
    Object.defineProperty(errorClass, 'name', { value: name });
    table[name] = errorClass;
  }
  return table as ErrorTable<Entries>;
}
