import type { z } from 'zod';
import type { operatorLoginSchema, operatorSchema, operatorSessionSchema, totpSetupSchema } from '@storefront/shared/schemas/backoffice';
import { get, post } from '../../lib/api';

export type LoginStep = z.infer<typeof operatorLoginSchema>;
export type OperatorSession = z.infer<typeof operatorSessionSchema>;
export type Operator = z.infer<typeof operatorSchema>;
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const login = (body: { email: string; password: string }) => post<LoginStep>('/login', body);
export const setUpTotp = (stepToken: string) => post<TotpSetup>('/totp/setup', {}, stepToken);
export const confirmTotp = (stepToken: string, code: string) => post<OperatorSession>('/totp/confirm', { code }, stepToken);
export const secondFactor = (stepToken: string, body: { code: string } | { recoveryCode: string }) =>
  post<OperatorSession>('/login/second-factor', body, stepToken);
export const fetchMe = () => get<Operator>('/me');
export const logout = () => post<null>('/logout');
