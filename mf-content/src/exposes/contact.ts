export { default } from '../pages/contact';
export { contactStarted as pageStarted, contactMeta as pageMeta } from '../pages/contact.model';
