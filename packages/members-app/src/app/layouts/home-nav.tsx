import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeNavItems, type Configuration } from '@platform/core';
import { NavItemLink } from '../../components/navigation/nav-item-link.js';
import { BrandLogo } from '../../components/brand-logo.js';
import { LanguagePicker } from '../../features/locale/components/language-picker.js';

/** Home top nav of spec §2 from the brand configuration (wl_id 2 has its own three items). */
export function HomeNav({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation();
  return (
    <header className="home-nav">
      <Link className="home-nav__brand" to="/">
        <BrandLogo configuration={configuration} variant="default" />
      </Link>
      <nav aria-label={t('mainNavigation')}>
        <ul className="home-nav__items">
          {homeNavItems(configuration).map((item) => (
            <li key={item.id}>
              <NavItemLink item={item} className="home-nav__link" />
            </li>
          ))}
        </ul>
      </nav>
      <LanguagePicker configuration={configuration} />
    </header>
  );
}
