import type { Db } from '../db';
import { cancelExpiredOrders, settleRefund, shipOrder, type OperatorResult } from '../routes/order/service';

export const USAGE = `Usage: pnpm --filter api operator <command>
  ship <orderNo>            a paid order is shipped (waiting for receipt)
  settle-refund <orderNo>   accept a refund application and pay it back (refund in progress, then refunded)
  cancel-expired            cancel unpaid orders past their time and return their stock`;

function describe(result: OperatorResult, action: string): { code: number; line: string } {
  if (result.ok) return { code: 0, line: `${result.orderNo}: ${action}, now ${result.status}` };
  if (result.error === 'notFound') return { code: 1, line: 'no order with this number' };
  return { code: 1, line: `not possible while the order is ${result.status}` };
}

/** The operator's commands (there is no admin role): returns the exit code and what to print. */
export async function runOperator(db: Db, argv: string[], now = new Date()): Promise<{ code: number; lines: string[] }> {
  const [command, orderNo] = argv;
  if (command === 'cancel-expired') {
    const cancelled = await cancelExpiredOrders(db, now);
    return { code: 0, lines: cancelled.length ? cancelled.map((no) => `${no}: cancelled, stock returned`) : ['no unpaid order is past its time'] };
  }
  if ((command === 'ship' || command === 'settle-refund') && orderNo) {
    const { code, line } = command === 'ship' ? describe(await shipOrder(db, orderNo), 'shipped') : describe(await settleRefund(db, orderNo, now), 'refund settled');
    return { code, lines: [line] };
  }
  return { code: 2, lines: [USAGE] };
}
