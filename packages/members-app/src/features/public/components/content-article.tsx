import { useTranslation } from 'react-i18next';
import { legalContentPages, type ContentEntryWire, type ContentPageSlug, type LocaleCode } from '@platform/core';
import { PageHeader } from '../../../components/ui/page-header.js';
import { formatDate } from '../utils/format-date.js';

/**
 * One content page or post: its title, the notes a reader needs (shown in English, a template not yet
 * reviewed, kept on the brand's own site) and the text. The HTML comes from the server's Markdown
 * renderer with raw HTML escaped and unsafe links refused (modules/content/render-markdown.ts), the
 * one place Markdown becomes HTML, so it is set as it is.
 */
export function ContentArticle({ entry, locale }: { entry: ContentEntryWire; locale: LocaleCode }) {
  const { t } = useTranslation('public');
  const legal = entry.kind === 'page' && legalContentPages.includes(entry.slug as ContentPageSlug);
  return (
    <article className="content-article">
      <PageHeader title={entry.title} description={entry.description || undefined} />
      {entry.locale !== locale && (
        <p className="notice" lang={locale}>
          {t('content.inEnglish')}
        </p>
      )}
      {legal && entry.is_default && <p className="notice notice--warning">{t('content.template')}</p>}
      {entry.external_url !== null && (
        <p className="notice">
          {t('content.externalIntro')}{' '}
          <a href={entry.external_url} rel="noopener">
            {t('content.externalLink', { title: entry.title })}
          </a>
        </p>
      )}
      <div className="content-article__body" lang={entry.locale} dangerouslySetInnerHTML={{ __html: entry.html }} />
      {entry.updated_at !== null && (
        <p className="muted content-article__updated">
          {t('content.updated', { date: formatDate(entry.updated_at, locale) })}
        </p>
      )}
    </article>
  );
}
