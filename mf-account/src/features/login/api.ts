import { apiPost, type Envelope, type RequestContext } from '@storefront/shared/api';
import type { LoginRequest, SessionAnswer } from '@storefront/shared/schemas/auth';

/** Body status 400 (wrong password, locked out) comes back as an answer, not an error (spec section 8). */
export const login = (context: RequestContext, body: LoginRequest): Promise<Envelope<SessionAnswer | null>> =>
  apiPost<SessionAnswer | null>(context, '/api/user/login', body);
