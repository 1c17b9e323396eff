export { default } from '../pages/single-question';
export { singleQuestionStarted as pageStarted, singleQuestionMeta as pageMeta } from '../pages/single-question.model';
