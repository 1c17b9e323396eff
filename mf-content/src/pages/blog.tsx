import { useTranslation } from 'react-i18next';
import { BlogList } from '../features/blog/ui/blog-list';
import { NS } from '../i18n';
import { useContentMeta } from '../lib/meta';
import '../styles.css';

export default function BlogPage() {
  const { t } = useTranslation(NS);
  useContentMeta(t('blog.title'), t('blog.description'));
  return (
    <div className="sf-page ct-page-wrap">
      <h1>{t('blog.title')}</h1>
      <p className="ct-lead">{t('blog.intro')}</p>
      <BlogList />
    </div>
  );
}
