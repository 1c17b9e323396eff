import { apiPost, type Envelope } from '@storefront/shared/api';
import type { LoginRequest, SessionAnswer } from '@storefront/shared/schemas/auth';

/** Body status 400 (wrong password, locked out) comes back as an answer, not an error (spec section 8). */
export const login = (body: LoginRequest): Promise<Envelope<SessionAnswer | null>> => apiPost<SessionAnswer | null>('/api/user/login', body);
