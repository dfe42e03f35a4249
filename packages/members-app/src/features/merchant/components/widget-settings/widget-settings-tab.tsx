import { useTranslation } from 'react-i18next';
import { useMerchantSettings } from '../../api/get-merchant-settings.js';
import { useMerchantFailureText } from '../../hooks/use-merchant-failure.js';
import { MerchantGate } from '../merchant-gate.js';
import { LoadFailed, Loading } from '../../../../components/ui/query-state.js';
import { ApiKeysPanel } from './api-keys-panel.js';
import { AppearanceForm } from './appearance-form.js';
import { WebhookPanel } from './webhook-panel.js';
import '../../merchant.css';

function WidgetSettings() {
  const { t } = useTranslation('merchantSettings');
  const failureText = useMerchantFailureText();
  const settings = useMerchantSettings();
  if (settings.isPending) return <Loading />;
  if (settings.isError)
    return <LoadFailed message={failureText(settings.error)} onRetry={() => void settings.refetch()} />;
  return (
    <div className="merchant-widget-settings">
      <p className="merchant-muted">{t('widgetSettings.merchantId', { id: settings.data.merchant_id })}</p>
      <AppearanceForm key={settings.data.merchant_id} settings={settings.data} />
      <ApiKeysPanel keys={settings.data.keys} />
      <WebhookPanel />
    </div>
  );
}

/**
 * profile#widgetSettings (spec §2 header "Widget Settings", enable_widget and the widget permission):
 * the widget's appearance and allowed origins, API keys and the webhook.
 */
export function WidgetSettingsTab() {
  return (
    <MerchantGate area="paymentLinks">
      <WidgetSettings />
    </MerchantGate>
  );
}
