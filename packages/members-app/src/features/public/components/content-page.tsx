import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ContentPageSlug } from '@platform/core';
import { LoadFailed, Loading } from '../../../components/ui/query-state.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { useBlogPost, useBlogPosts, useContentPage } from '../api/content.js';
import { formatDate } from '../utils/format-date.js';
import { ContentArticle } from './content-article.js';
import '../public.css';

function useFailureText() {
  const { t } = useTranslation();
  return t('messages:errorPage.unknownError');
}

/** A content page (support, knowledge base, legal pages…): the brand's text from the content module. */
export function ContentPage({ slug }: { slug: ContentPageSlug }) {
  const locale = useLocaleStore((state) => state.locale);
  const page = useContentPage(slug, locale);
  const failure = useFailureText();
  return (
    <div className="public-page">
      {page.isPending ? (
        <Loading />
      ) : page.isError ? (
        <LoadFailed message={failure} onRetry={() => void page.refetch()} />
      ) : (
        <ContentArticle entry={page.data} locale={locale} />
      )}
      {slug === 'blog' && <PostList />}
    </div>
  );
}

/** The blog's posts, newest first, under the blog page's text. */
function PostList() {
  const { t } = useTranslation('public');
  const locale = useLocaleStore((state) => state.locale);
  const posts = useBlogPosts(locale);
  if (posts.isPending) return <Loading />;
  if (posts.isError) return null;
  return (
    <section className="blog-posts" aria-labelledby="blog-posts">
      <h2 id="blog-posts">{t('content.posts')}</h2>
      {posts.data.length === 0 ? (
        <p className="muted">{t('content.noPosts')}</p>
      ) : (
        <ul className="blog-posts__list">
          {posts.data.map((post) => (
            <li key={post.slug} className="card blog-post-card">
              <h3>
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              </h3>
              <p className="muted">{formatDate(post.published_at, locale)}</p>
              <p>{post.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One blog post (`/blog/:slug`). */
export function BlogPostPage() {
  const { t } = useTranslation('public');
  const { slug = '' } = useParams();
  const locale = useLocaleStore((state) => state.locale);
  const post = useBlogPost(slug, locale);
  const failure = useFailureText();
  return (
    <div className="public-page">
      <p>
        <Link to="/blog">{t('content.backToBlog')}</Link>
      </p>
      {post.isPending ? (
        <Loading />
      ) : post.isError ? (
        <LoadFailed message={failure} onRetry={() => void post.refetch()} />
      ) : (
        <ContentArticle entry={post.data} locale={locale} />
      )}
    </div>
  );
}
