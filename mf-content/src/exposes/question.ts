export { default } from '../pages/question';
export { questionStarted as pageStarted, questionMeta as pageMeta } from '../pages/question.model';
