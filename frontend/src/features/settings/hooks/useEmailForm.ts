import { useForm } from '@mantine/form';
import { getFieldErrors, isApiError } from '../../../api/errors';

export type EmailDraft = { newEmail: string; currentPassword: string };

type EmailField = keyof EmailDraft;

const EMAIL_FIELDS: readonly EmailField[] = ['newEmail', 'currentPassword'];

const REQUIRED_MESSAGES: Record<EmailField, string> = {
  newEmail: 'New email is required',
  currentPassword: 'Password is required',
};

export const SAME_EMAIL_MESSAGE = 'This is already your email address';

/** The refusals of PUT /api/auth/email that are about one field, by their code. */
const FIELD_OF_CODE: Partial<Record<string, EmailField>> = {
  'IDENTITY.WRONG_CURRENT_PASSWORD': 'currentPassword',
  'IDENTITY.EMAIL_TAKEN': 'newEmail',
  'IDENTITY.EMAIL_UNCHANGED': 'newEmail',
};

/**
 * The server's messages for the form's fields: its field errors (`details.fields`, an address it
 * does not take) and the refusals about one field (a wrong password, an address another account
 * uses, the current address again). Empty for any other failure.
 */
export function getEmailServerErrors(error: unknown): Partial<Record<EmailField, string>> {
  const fields = getFieldErrors(error, EMAIL_FIELDS);
  const body = isApiError(error) ? error.body : null;
  const field = body ? FIELD_OF_CODE[body.code] : undefined;
  if (body && field && fields[field] === undefined) fields[field] = body.message;
  return fields;
}

/**
 * The change-email form of Settings: both fields required, and the new address other than the
 * current one, before sending; the server's answers about a field under that field.
 */
export function useEmailForm(currentEmail: string) {
  const form = useForm<EmailDraft>({
    name: 'email',
    initialValues: { newEmail: '', currentPassword: '' },
    validate: (values) => {
      const errors: Partial<Record<EmailField, string>> = {};
      for (const field of EMAIL_FIELDS) if (values[field].trim() === '') errors[field] = REQUIRED_MESSAGES[field];
      if (!errors.newEmail && values.newEmail.trim().toLowerCase() === currentEmail.toLowerCase()) errors.newEmail = SAME_EMAIL_MESSAGE;
      return errors;
    },
  });

  /** Puts the server's messages under their fields; false when the failure is about no field. */
  const handleServerError = (error: unknown): boolean => {
    const fields = getEmailServerErrors(error);
    if (Object.keys(fields).length === 0) return false;
    form.setErrors(fields);
    return true;
  };

  return { form, handleServerError };
}
