import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { speedUpValidationLookups } from '../library-workarounds/class-validator-lookups';

export type FieldError = { field: string; errors: string[] };

/** The most basic complaint first: a missing value is reported before its length. */
const CONSTRAINT_PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'isString',
  'isBoolean',
  'isInt',
  'isNumber',
  'isUuid',
  'isEmail',
  'isIn',
  'isEnum',
];

function orderedMessages(constraints: Record<string, string>): string[] {
  const rank = (key: string) => (CONSTRAINT_PRIORITY.includes(key) ? CONSTRAINT_PRIORITY.indexOf(key) : CONSTRAINT_PRIORITY.length);
  return Object.keys(constraints)
    .sort((a, b) => rank(a) - rank(b))
    .map((key) => constraints[key]);
}

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, errors: orderedMessages(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** The one body of refused input: every field with its messages, the first ones joined as the message. */
export function validationFailed(fields: FieldError[]): BadRequestException {
  return new BadRequestException({
    code: 'VALIDATION_FAILED',
    message: fields.map((f) => f.errors[0]).join('; ') || 'Request validation failed',
    details: { fields },
  });
}

/** Where @nestjs/swagger keeps ApiProperty metadata (its DECORATORS constants, not exported). */
const API_MODEL_PROPERTIES = 'swagger/apiModelProperties';
const API_MODEL_PROPERTIES_ARRAY = 'swagger/apiModelPropertiesArray';

type Dto = { prototype: object };
type PropertyDocs = { nullable?: boolean; type?: unknown };

/** What the null check needs of a documented property: may it be null, and its DTO when it is a nested object. */
type NullRule = { nullable: boolean; nested: Dto | undefined };

/** Each DTO's rules by property, read from its metadata once rather than on every request. */
const nullRules = new WeakMap<Dto, Map<string, NullRule | undefined>>();

/** A DTO property's rule, from its OpenAPI description (ApiProperty, kept by Swagger on the class); undefined when undocumented. */
function nullRule(dto: Dto, key: string): NullRule | undefined {
  let rules = nullRules.get(dto);
  if (!rules) nullRules.set(dto, (rules = new Map()));
  if (rules.has(key)) return rules.get(key);
  const docs = Reflect.getMetadata(API_MODEL_PROPERTIES, dto.prototype, key) as PropertyDocs | undefined;
  const rule = docs && { nullable: Boolean(docs.nullable), nested: nestedDto(docs) };
  // Only the DTO's own properties are kept: a request's unknown keys would grow the map without bound.
  if (docs) rules.set(key, rule);
  return rule;
}

/** The property's type when it is itself a documented DTO (a nested object). */
function nestedDto(docs: PropertyDocs): Dto | undefined {
  const type = docs.type;
  return typeof type === 'function' && Reflect.hasMetadata(API_MODEL_PROPERTIES_ARRAY, type.prototype) ? (type as Dto) : undefined;
}

/**
 * The explicit nulls a DTO does not document as nullable, nested DTOs included. class-validator's
 * IsOptional (and so PartialType) lets null through as "absent"; a PATCH with {"title": null}
 * would then write null over a required column.
 */
function undocumentedNulls(dto: Dto, value: unknown, path = ''): FieldError[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const rule = nullRule(dto, key);
    if (!rule) return []; // an unknown field: the whitelist refuses it
    const field = path ? `${path}.${key}` : key;
    if (item === null) return rule.nullable ? [] : [{ field, errors: [`${field} must not be null`] }];
    const nested = rule.nested;
    if (!nested) return [];
    const items = Array.isArray(item) ? item.map((element, index) => [`${field}[${index}]`, element] as const) : [[field, item] as const];
    return items.flatMap(([name, element]) => undocumentedNulls(nested, element, name));
  });
}

/** Validates every request DTO; unknown fields and undocumented nulls are refused; failures list each field. */
class RequestValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if ((metadata.type === 'body' || metadata.type === 'query') && typeof metadata.metatype === 'function') {
      const nulls = undocumentedNulls(metadata.metatype as Dto, value);
      if (nulls.length > 0) throw validationFailed(nulls);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  speedUpValidationLookups();
  return new RequestValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => validationFailed(flatten(errors)),
  });
}
