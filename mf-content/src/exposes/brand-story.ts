export { default } from '../pages/brand-story';
export { brandStoryStarted as pageStarted, brandStoryMeta as pageMeta } from '../pages/brand-story.model';
