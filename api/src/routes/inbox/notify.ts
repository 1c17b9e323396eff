import { inboxMessages, type InboxKind } from '../../db/schema/inbox';
import type { Db, Tx } from '../../db';

/**
 * Writes an inbox message for a customer; call it inside the transaction that made the change so the
 * message exists exactly when the change does.
 */
export async function notifyUser(
  db: Db | Tx,
  userId: number,
  message: { kind: InboxKind; messageKey: string; params?: Record<string, string | number>; orderId?: number },
) {
  await db.insert(inboxMessages).values({
    userId,
    kind: message.kind,
    messageKey: message.messageKey,
    params: JSON.stringify(message.params ?? {}),
    orderId: message.orderId ?? null,
  });
}
