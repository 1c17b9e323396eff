export { default } from '../pages/register';
export { registerStarted as pageStarted, registerMeta as pageMeta } from '../pages/register.model';
