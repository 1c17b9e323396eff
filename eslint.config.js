// The configuration and its pinned tools live in the lint/ workspace package.
export { default } from './lint/config.js';
