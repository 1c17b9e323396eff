import { z } from 'zod';
import { REMOTES } from '@storefront/shared/routes';
import { failureCountsSchema } from '../beacon/schemas';

export const healthSchema = z.object({
  ok: z.boolean(),
  /** Current release of each remote, null when never released. */
  versions: z.record(z.enum(REMOTES), z.string().nullable()),
  /** Failed loads browsers reported per remote and version (POST /api/beacon/remote-failure). */
  failures: failureCountsSchema,
});
