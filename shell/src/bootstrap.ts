import { nextTask } from './app/next-task';

/**
 * The start is evaluated in steps, each in a task of its own: the shared stores (effector's graph), the
 * shell's models, then the views and the rest. One chunk holds them all (the same chunk name), preloaded
 * with the page.
 */
async function boot() {
  // Not in the task that ran the last of the start's scripts as it arrived: that one compiled it.
  await nextTask();
  await import('@storefront/shared/store');
  await nextTask();
  // The shell's own code reaches the formatting only through the shared UI; loaded here, it is the one
  // instance the remotes find on the page instead of each fetching its own copy.
  await import('@storefront/shared/format');
  await nextTask();
  const { rememberAcrossVisits } = await import(/* webpackChunkName: "bootstrap" */ './model/boot');
  await nextTask();
  await rememberAcrossVisits();
  await nextTask();
  // React DOM's client is evaluated at its first import: here, not in the start's own task.
  await import('react-dom/client');
  await nextTask();
  const { start } = await import(/* webpackChunkName: "bootstrap" */ './start');
  await nextTask();
  start();
}

void boot();
