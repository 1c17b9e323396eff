/**
 * Lets the browser breathe between the steps of taking over a page: each step then runs as a task of its
 * own instead of one long task a tap has to wait behind (the page is already painted and readable).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
