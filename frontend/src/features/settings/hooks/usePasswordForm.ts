import { useForm } from '@mantine/form';
import { getFieldErrors, isApiError } from '../../../api/errors';

export type PasswordDraft = { currentPassword: string; newPassword: string };

type PasswordField = keyof PasswordDraft;

const PASSWORD_FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword'];

const REQUIRED_MESSAGES: Record<PasswordField, string> = {
  currentPassword: 'Current password is required',
  newPassword: 'New password is required',
};

/** The refusals of PUT /api/auth/password that are about one field, by their code. */
const FIELD_OF_CODE: Partial<Record<string, PasswordField>> = {
  'IDENTITY.WRONG_CURRENT_PASSWORD': 'currentPassword',
  'IDENTITY.PASSWORD_UNCHANGED': 'newPassword',
};

/**
 * The server's messages for the form's fields: its field errors (`details.fields`, a new password
 * that breaks the rule) and the refusals about one field (a wrong current password, the same one
 * again). Empty for any other failure.
 */
export function getPasswordServerErrors(error: unknown): Partial<Record<PasswordField, string>> {
  const fields = getFieldErrors(error, PASSWORD_FIELDS);
  const body = isApiError(error) ? error.body : null;
  const field = body ? FIELD_OF_CODE[body.code] : undefined;
  if (body && field && fields[field] === undefined) fields[field] = body.message;
  return fields;
}

/**
 * The change-password form of Settings: both fields required before sending, the server's
 * answers about a field under that field.
 */
export function usePasswordForm() {
  const form = useForm<PasswordDraft>({
    name: 'password',
    initialValues: { currentPassword: '', newPassword: '' },
    validate: (values) =>
      Object.fromEntries(PASSWORD_FIELDS.filter((field) => values[field].trim() === '').map((field) => [field, REQUIRED_MESSAGES[field]])),
  });

  /** Puts the server's messages under their fields; false when the failure is about no field. */
  const handleServerError = (error: unknown): boolean => {
    const fields = getPasswordServerErrors(error);
    if (Object.keys(fields).length === 0) return false;
    form.setErrors(fields);
    return true;
  };

  return { form, handleServerError };
}
