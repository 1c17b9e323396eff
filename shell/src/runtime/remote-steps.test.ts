import { describe, expect, it } from 'vitest';
import remoteSteps from './remote-steps';

type Step = (args?: unknown) => Promise<unknown>;

/** Whether a timer queued before the step fires before the step lets the remote's loading go on. */
async function yieldsATask(step: Step) {
  const order: string[] = [];
  setTimeout(() => order.push('task queued before'), 0);
  await step({ remoteInfo: { name: 'catalog' } }).then(() => order.push('step'));
  return order;
}

describe('remote steps', () => {
  const plugin = remoteSteps();

  it("starts a remote's container in a task after the one its entry script ran in, with the same options", async () => {
    const args = { remoteInfo: { name: 'catalog' } };
    expect(await (plugin.beforeInitContainer as Step)(args)).toBe(args);
    expect(await yieldsATask(plugin.beforeInitContainer as Step)).toEqual(['task queued before', 'step']);
  });

  it("runs a module's code in a task after the one its last chunk arrived in", async () => {
    expect(await yieldsATask(plugin.beforeExecuteFactory as Step)).toEqual(['task queued before', 'step']);
  });
});
