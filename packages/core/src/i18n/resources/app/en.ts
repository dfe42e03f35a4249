import type { Translation } from '../shape.js';

/**
 * Texts of the app shells (members-app, widget and checkout iframes; namespace `app`).
 * Every key in every locale. Keys are flat so they read the same in every consumer.
 * Spec texts (nav items, error page, guard messages) live in the `nav` and `messages` namespaces.
 */
export const en = {
  notAvailableYet: 'This part of the platform is not available yet.',
  loading: 'Loading…',
  errorConfigurationUnavailable: 'The brand configuration could not be loaded.',
  mainNavigation: 'Main navigation',
  accountMenu: 'Account menu',
  regulationBadge: 'Regulated service',
  regulationBadgeLicensed: 'Licensed platform',
  footerTerms: 'Terms and Conditions',
  footerPrivacy: 'Privacy Policy',
  footerRefund: 'Refund Policy',
  footerAml: 'AML and KYC',
  footerSupport: 'Support',
  footerKnowledgeBase: 'Knowledge Base',
  footerIdentityVerification: 'Identity Verification',
  footerBlog: 'Blog',
  footerAbout: 'About Us',
  footerContact: 'Contact',
  footerRights: 'All rights reserved.',
  flowSteps: 'Checkout steps',
  testMode: 'TEST MODE',
  testModeNote: 'Test mode: no real money moves.',
  /** The modal's dialog in the widget and checkout frames (core's drawModalChrome): its names and close button. */
  modalPayment: 'Payment',
  modalCheckout: 'Checkout',
  modalClose: 'Close',
};

/** The shape every other locale of this folder must have (English is the fallback). */
export type AppTexts = Translation<typeof en>;
