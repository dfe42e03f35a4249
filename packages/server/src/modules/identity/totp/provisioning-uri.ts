import { platformTotp } from './one-time-password.js';

/**
 * The otpauth:// URI authenticator apps read from a QR code (Key Uri Format): label
 * `Issuer:account`, the base32 secret, the issuer again as a parameter, and the parameters
 * spelled out so apps that default differently still agree. The issuer is the brand's label_name.
 */
export function provisioningUri(input: { issuer: string; accountName: string; secretBase32: string }): string {
  // A colon separates issuer from account in the label, so neither may contain one.
  const issuer = input.issuer.replace(/:/g, ' ').trim();
  const accountName = input.accountName.replace(/:/g, ' ').trim();
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    secret: input.secretBase32,
    issuer,
    algorithm: platformTotp.algorithm.toUpperCase(),
    digits: String(platformTotp.digits),
    period: String(platformTotp.stepSeconds),
  });
  // URLSearchParams writes spaces as '+', which some authenticator apps show literally.
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}
