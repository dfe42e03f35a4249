/** An entry of a navigation list: an i18n key (namespace nav) and where it leads. */
export interface NavItem {
  id: string;
  labelKey: `nav:${string}`;
  /** An app path, a path with a hash, or an absolute URL from the brand configuration. */
  href: string;
  /** Leaves the app (brand-configured URL). */
  external?: true;
}

/** An action without a target page, e.g. signing out. */
export interface NavAction {
  id: string;
  labelKey: `nav:${string}`;
  action: 'signOut';
}
