import type { z } from 'zod';
import type { Paged } from '@storefront/shared/schemas/common';
import type { auditEntrySchema } from '@storefront/shared/schemas/backoffice';
import { get } from '../../lib/api';

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const fetchAudit = (page: number, size: number) => get<Paged<AuditEntry>>('/audit', { page, size });
