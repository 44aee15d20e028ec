import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { BlogArticleView } from '../../features/blog/components/blog-article';
import { BlogList } from '../../features/blog/components/blog-list';

/** /blog and /news (spec section 2 names both): one list, /news starting on the news (decision 108). */
export function BlogScreen() {
  const { t } = useTranslation('comms');
  const { pathname } = useLocation();
  return (
    <>
      <PageTitle icon={<IconNews size={24} />}>{t('blog.title')}</PageTitle>
      <BlogList initialCategory={pathname.startsWith('/news') ? 'NEWS' : undefined} />
    </>
  );
}

/** /blog/:slug */
export function BlogArticleScreen() {
  const { slug = '' } = useParams();
  return <BlogArticleView slug={slug} />;
}
