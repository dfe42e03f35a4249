import type { Configuration } from '@platform/core';

/** The brand logo (`logo`, or `logo_white` on dark surfaces), or the label name when none is set. */
export function BrandLogo({ configuration, variant }: { configuration: Configuration; variant: 'default' | 'white' }) {
  const source = variant === 'white' && configuration.logo_white !== '' ? configuration.logo_white : configuration.logo;
  if (source === '') return <span className="brand-logo brand-logo--text">{configuration.label_name}</span>;
  return <img className="brand-logo" src={source} alt={configuration.label_name} />;
}
