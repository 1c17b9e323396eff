import { z } from 'zod';
import { REMOTES } from '@storefront/shared/routes';

export const healthSchema = z.object({
  ok: z.boolean(),
  /** Current release of each remote, null when never released. */
  versions: z.record(z.enum(REMOTES), z.string().nullable()),
});
