import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { CopyButton } from '../../../components/ui/copy-button.js';

/** Side of the QR code in CSS pixels. */
const qrSizePx = 168;

/**
 * A wallet's deposit address (spec §3 "wallet address") with its QR code and a copy button, and the
 * destination tag for tag-based coins when the wallet has one.
 */
export function DepositAddress({
  currency,
  address,
  destinationTag,
}: {
  currency: string;
  address: string | null | undefined;
  destinationTag: string | null | undefined;
}) {
  const { t } = useTranslation('wallets');
  if (!address) return <p className="wallets-muted">{t('wallet.noAddress')}</p>;
  return (
    <div className="deposit-address">
      <QRCodeSVG
        value={address}
        size={qrSizePx}
        level="M"
        marginSize={4}
        role="img"
        aria-label={t('wallet.qrLabel', { currency })}
      />
      <dl className="wallets-details">
        <div>
          <dt>{t('wallet.address')}</dt>
          <dd>
            <code className="deposit-address__value">{address}</code>{' '}
            <CopyButton text={address} label={t('wallet.copyAddress')} />
          </dd>
        </div>
        {destinationTag ? (
          <div>
            <dt>{t('wallet.destinationTag')}</dt>
            <dd>
              <code className="deposit-address__value">{destinationTag}</code>{' '}
              <CopyButton text={destinationTag} label={t('wallet.copyDestinationTag')} />
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
