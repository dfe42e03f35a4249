import { useTranslation } from 'react-i18next';

/**
 * The risk statement of every price page (MiCA Art. 7: marketing fair, clear and not misleading;
 * no historical-return claims without risk information). The pages show prices and changes only,
 * never a return claim.
 */
export function RiskLine({ testMode }: { testMode: boolean }) {
  const { t } = useTranslation('markets');
  return (
    <div className="markets-risk" role="note">
      <p>{t('risk')}</p>
      {testMode ? <p>{t('testPrices')}</p> : null}
    </div>
  );
}
