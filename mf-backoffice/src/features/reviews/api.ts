import type { z } from 'zod';
import type { Paged } from '@storefront/shared/schemas/common';
import type { waitingReviewSchema } from '@storefront/shared/schemas/backoffice';
import { get, post } from '../../lib/api';

export type WaitingReview = z.infer<typeof waitingReviewSchema>;
export const fetchWaiting = (page: number, size: number) => get<Paged<WaitingReview>>('/reviews/waiting', { page, size });
export const replyToReview = (id: number, reply: string) => post<unknown>(`/reviews/${id}/reply`, { reply });
