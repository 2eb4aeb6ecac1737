import { formFieldOf, getReportedFieldErrors, isApiError } from '../../api/errors';

export type SortedServerErrors<Field extends string> = {
  /** The server's first message for each field the form shows. */
  fields: Partial<Record<Field, string>>;
  /** Everything else, for one message above the submit button; empty when all went to fields. */
  other: string | null;
};

/** Connection lost or the server never answered: there is no body to show. */
export const UNREACHABLE_MESSAGE = 'Could not reach the server. Check your connection.';

/**
 * Sorts a failed call's messages: `details.fields[].errors[0]` under the fields the form shows,
 * the rest (a field it does not show, or the body's message when no field is named) in one line.
 */
export function sortServerErrors<Field extends string>(error: unknown, shownFields: readonly Field[]): SortedServerErrors<Field> {
  if (!isApiError(error)) return { fields: {}, other: UNREACHABLE_MESSAGE };
  const fieldErrors = getReportedFieldErrors(error);
  if (fieldErrors.length === 0) return { fields: {}, other: error.body?.message ?? error.message };

  const fields: Partial<Record<Field, string>> = {};
  const unplaced: string[] = [];
  for (const { field, errors } of fieldErrors) {
    const shown = shownFields.find((name) => name === formFieldOf(field));
    if (shown && fields[shown] === undefined) fields[shown] = errors[0];
    else if (!shown) unplaced.push(errors[0]);
  }
  return { fields, other: unplaced.length > 0 ? unplaced.join(' ') : null };
}

/**
 * How a suspended account may appeal (decision 0065): the suspension, the token that files the
 * appeal signed out (null until the second factor was proven too), and the appeal filed, if any.
 */
export type SuspensionAppealOffer = {
  actionId: string;
  token: string | null;
  secondFactorRequired: boolean;
  appeal: { status: 'pending' | 'upheld' | 'lifted'; filedAt: string; decidedAt: string | null; decisionReason: string | null } | null;
};

/** What the sign-in form shows above its button: the server's message, the reason of a suspension, and how to appeal it. */
export type SignInAlert = { message: string; reason: string | null; appeal?: SuspensionAppealOffer | null };

/** The appeal offer of a suspended sign-in's details, when it is one. */
function appealOfferOf(details: unknown): SuspensionAppealOffer | null {
  const offer = (details as { appeal?: Partial<SuspensionAppealOffer> } | undefined)?.appeal;
  return offer && typeof offer.actionId === 'string' ? (offer as SuspensionAppealOffer) : null;
}

export type SignInRefusal = {
  /** The server's message for each field the form shows. */
  fields: Partial<Record<string, string>>;
  alert: SignInAlert | null;
  /** The password matched and the account has two-factor sign-in on: the form asks for the code. */
  secondFactorRequired: boolean;
};

/**
 * Sorts a refused sign-in: the code step's refusals go to the code field, a suspension shows its
 * message (until when) with its reason, the rest as `sortServerErrors` does.
 */
export function signInRefusalOf(error: unknown, shownFields: readonly string[]): SignInRefusal {
  const body = isApiError(error) ? error.body : null;
  switch (body?.code) {
    case 'IDENTITY.SECOND_FACTOR_REQUIRED':
      return { fields: {}, alert: null, secondFactorRequired: true };
    case 'IDENTITY.SECOND_FACTOR_INVALID':
      return { fields: { code: body.message }, alert: null, secondFactorRequired: true };
    case 'IDENTITY.ACCOUNT_SUSPENDED': {
      const reason = body.details?.reason;
      return {
        fields: {},
        alert: { message: body.message, reason: typeof reason === 'string' ? reason : null, appeal: appealOfferOf(body.details) },
        secondFactorRequired: false,
      };
    }
  }
  const { fields, other } = sortServerErrors(error, shownFields);
  return { fields, alert: other === null ? null : { message: other, reason: null }, secondFactorRequired: false };
}
