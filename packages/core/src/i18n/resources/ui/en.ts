import type { Translation } from '../shape.js';

/**
 * Texts of the members-app's shared UI (namespace `ui`): loading and failure states, copy buttons,
 * the step-up confirmation and the generic failure texts. Loaded with the pages that show them
 * (the app's first bundle does not carry them). Every key in every locale.
 */
export const en = {
  loading: 'Loading…',
  retry: 'Try again',
  loadMore: 'Load more',
  cancel: 'Cancel',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  networkError: 'The server could not be reached. Please check your connection and try again.',
  unexpectedError: 'Something went wrong. Please try again.',
  stepUpTitle: 'Confirm it is you',
  stepUpIntro: 'For your security, enter your password or a current two-factor code to continue.',
  stepUpPassword: 'Password',
  stepUpCode: 'Or a two-factor code',
  stepUpConfirm: 'Confirm',
  stepUpMissing: 'Enter your password or a code.',
  close: 'Close',
  notifications: 'Notifications',
  steps: 'Step {{current}} of {{total}}',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  skipToContent: 'Skip to main content',
  forbiddenTitle: 'You do not have access to this page.',
  forbiddenMessage:
    'Your account does not have the permission this page needs. If you think it should, please contact support.',
};

/** The shape every other locale of this folder must have (English is the fallback). */
export type UiTexts = Translation<typeof en>;
