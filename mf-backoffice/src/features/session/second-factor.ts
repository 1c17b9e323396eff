import { recoveryCodeSchema, totpCodeSchema } from '@storefront/shared/schemas/backoffice';

/**
 * What the second-factor form sends: six digits from the app, or a recovery code (spaces dropped,
 * upper case, as printed). Null with the translation key of the problem when it cannot be either.
 */
export function secondFactorBody(value: string, recovery: boolean): { body: { code: string } | { recoveryCode: string } } | { error: string } {
  const clean = value.replace(/\s+/g, '');
  if (recovery) {
    const parsed = recoveryCodeSchema.safeParse(clean.toUpperCase());
    return parsed.success ? { body: { recoveryCode: parsed.data } } : { error: 'signIn.recoveryInvalid' };
  }
  const parsed = totpCodeSchema.safeParse(clean);
  return parsed.success ? { body: { code: parsed.data } } : { error: 'signIn.codeInvalid' };
}
