export { default } from '../pages/setting';
export { settingStarted as pageStarted } from '../pages/setting.model';
