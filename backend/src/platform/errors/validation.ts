import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

type FieldError = { field: string; errors: string[] };

/** The most basic complaint first: a missing value is reported before its length. */
const CONSTRAINT_PRIORITY = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'isString', 'isBoolean', 'isInt', 'isNumber', 'isUuid', 'isEmail', 'isIn', 'isEnum'];

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

/** Validates every request DTO; unknown fields are refused; failures list each field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      return new BadRequestException({
        code: 'VALIDATION_FAILED',
        message: fields.map((f) => f.errors[0]).join('; ') || 'Request validation failed',
        details: { fields },
      });
    },
  });
}
