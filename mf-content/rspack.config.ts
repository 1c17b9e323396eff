import { appConfigs, type AppOptions } from '../rspack.config.base';

const app: AppOptions = {
  dir: import.meta.dirname,
  name: 'content',
  devPort: 3004,
  exposes: {
    './pages/AboutUs': './src/exposes/about-us.ts',
    './pages/Blog': './src/exposes/blog.ts',
    './pages/Article': './src/exposes/article.ts',
    './pages/BrandStory': './src/exposes/brand-story.ts',
    './pages/Contact': './src/exposes/contact.ts',
    './pages/Photo': './src/exposes/photo.ts',
    './pages/Question': './src/exposes/question.ts',
    './pages/SingleQuestion': './src/exposes/single-question.ts',
    './pages/Single': './src/exposes/single.ts',
  },
};

// The browser build and the server build of the same release.
export default appConfigs(app);
