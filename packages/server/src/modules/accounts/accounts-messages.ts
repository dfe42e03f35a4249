import { messagesEnglish as english } from '@platform/core';

/**
 * The spec §8 user messages the accounts API answers with, in the spec's exact English (read from
 * core's i18n resources, the same texts the apps translate into the other six locales).
 */
export const accountsMessages = {
  emailNotFound: english.user.emailNotFound,
  invalidCode: english.user.invalidCode,
  invalidPassword: english.user.invalidPassword,
  newSmsCodeSent: english.user.newSmsCodeSent,
  registrationTokenExpired: english.errors.registrationTokenExpired,
  verifyMobileAndEmail: english.user.verifyMobileAndEmail,
  accountVerified: english.user.accountVerified,
} as const;
