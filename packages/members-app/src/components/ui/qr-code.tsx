import { QRCodeSVG } from 'qrcode.react';
import './ui.css';

/** A QR code on a white quiet zone (scanners need it in dark mode too), labelled for screen readers. */
export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  return (
    <div className="qr-code">
      <QRCodeSVG value={value} size={size} role="img" aria-label={label} marginSize={1} />
    </div>
  );
}
