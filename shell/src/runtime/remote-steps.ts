import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';

/**
 * Loading a remote's module takes three tasks instead of running on in the task of whichever script arrived
 * last: the remote's entry script, its container's start (registering and resolving what it shares), and
 * the module's own code once its chunks are in. Each had made a task of 10-35 ms during a page's start, long
 * at a phone's speed (ADR 0059).
 */
export default function remoteSteps(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-steps',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
}
