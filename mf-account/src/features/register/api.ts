import { apiPost, type Envelope, type RequestContext } from '@storefront/shared/api';
import type { RegisterRequest, SessionAnswer } from '@storefront/shared/schemas/auth';

/** Body status 400 (taken name, wrong code) comes back as an answer, not an error (spec section 8). */
export const register = (context: RequestContext, body: RegisterRequest): Promise<Envelope<SessionAnswer | null>> =>
  apiPost<SessionAnswer | null>(context, '/api/user/reg', body);
