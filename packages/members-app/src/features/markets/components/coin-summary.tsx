import { useTranslation } from 'react-i18next';
import { formatDecimal, type CoinDescriptor } from '@platform/core';
import { useLocaleStore } from '../../../stores/locale-store.js';

/** The market summary of spec §1 from the coin's descriptor: what it is, how its network agrees, launch, supply. */
export function CoinSummary({ coin }: { coin: CoinDescriptor }) {
  const { t } = useTranslation('markets');
  const locale = useLocaleStore((state) => state.locale);
  return (
    <section className="card markets-section" aria-labelledby="coin-summary-title">
      <h2 id="coin-summary-title">{t('coin.summary.title')}</h2>
      <p>{coin.summary}</p>
      <dl className="coin-facts">
        <dt>{t('coin.summary.category')}</dt>
        <dd>{t(`coin.categories.${coin.category}`)}</dd>
        <dt>{t('coin.summary.consensus')}</dt>
        <dd>{t(`coin.consensus.${coin.consensus}`)}</dd>
        {coin.network === undefined ? null : (
          <>
            <dt>{t('coin.summary.network')}</dt>
            <dd>{coin.network}</dd>
          </>
        )}
        <dt>{t('coin.summary.launched')}</dt>
        <dd>{coin.launched}</dd>
        {coin.maxSupply === undefined ? null : (
          <>
            <dt>{t('coin.summary.maxSupply')}</dt>
            <dd>
              {coin.maxSupply === null
                ? t('coin.summary.noMaxSupply')
                : `${formatDecimal(coin.maxSupply, 0, locale)} ${coin.iso}`}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
