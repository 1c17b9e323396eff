export { default } from '../pages/mail';
export { mailStarted as pageStarted } from '../pages/mail.model';
