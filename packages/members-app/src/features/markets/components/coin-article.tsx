import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadCoinArticle, type CoinDescriptor } from '@platform/core';
import { useLocaleStore } from '../../../stores/locale-store.js';

/**
 * The coin's article (spec §1), loaded as its own chunk. Articles are written in English; other
 * locales say so. A coin without an article (or an empty one) says one is coming.
 */
export function CoinArticleSection({ coin }: { coin: CoinDescriptor }) {
  const { t } = useTranslation('markets');
  const locale = useLocaleStore((state) => state.locale);
  const article = useQuery({
    queryKey: ['markets', 'article', coin.id],
    queryFn: () => loadCoinArticle(coin.id),
    staleTime: Infinity,
  });
  const sections = article.data?.sections ?? [];
  return (
    <section className="card markets-section coin-article" aria-labelledby="coin-article-title">
      <h2 id="coin-article-title">{t('coin.article.title', { name: coin.name })}</h2>
      {article.isPending ? null : sections.length === 0 ? (
        <p>{t('coin.article.comingSoon', { name: coin.name })}</p>
      ) : (
        <>
          {locale === 'en' ? null : <p className="muted">{t('coin.article.englishOnly')}</p>}
          <div lang="en">
            {sections.map((section) => (
              <section key={section.heading}>
                <h3>{section.heading}</h3>
                {section.p.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.ul === undefined ? null : (
                  <>
                    <h4>{section.ul.heading}</h4>
                    <ul>
                      {section.ul.text.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </>
                )}
              </section>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
