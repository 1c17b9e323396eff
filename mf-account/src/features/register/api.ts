import { apiPost, type Envelope } from '@storefront/shared/api';
import type { RegisterRequest, SessionAnswer } from '@storefront/shared/schemas/auth';

/** Body status 400 (taken name, wrong code) comes back as an answer, not an error (spec section 8). */
export const register = (body: RegisterRequest): Promise<Envelope<SessionAnswer | null>> => apiPost<SessionAnswer | null>('/api/user/reg', body);
