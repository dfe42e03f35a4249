import { messagesEnglish, nothingToChangeMessage } from '@platform/core';
import { DomainError } from '../../errors/domain-error.js';

/**
 * What the identity routes answer on failure. The spec's messages come verbatim from core's English
 * resources (the members app shows the translation of the same key); the others are the API's own.
 */
const userMessages = messagesEnglish.user;

export const identityMessages = {
  invalidCode: userMessages.invalidCode,
  regionNotServed: userMessages.regionNotServed,
  accountVerified: userMessages.accountVerified,
  tooManyCodes: 'Too many wrong codes. Please wait before trying again.',
  totpAlreadyActive: 'An authenticator app is already set up. Remove it before setting up a new one.',
  totpNotPending: 'Start the authenticator app setup first.',
  totpNotActive: 'No authenticator app is set up.',
  totpChannelNeedsApp: 'Set up and confirm an authenticator app before choosing it for your codes.',
  smsChannelNeedsMobile: 'Verify your mobile number before choosing SMS for your codes.',
  emailChannelNeedsEmail: 'Verify your email address before choosing email for your codes.',
  nothingToChange: nothingToChangeMessage,
  alreadyVerified: 'Your identity is already verified.',
  underReview: 'Your documents are being reviewed. You will hear from us soon.',
  tooManySubmissions: 'You have sent documents several times today. Please try again tomorrow.',
  submissionNotFound: 'No such KYC submission.',
  fileNotFound: 'No such document.',
  submissionAlreadyReviewed: 'This submission has been reviewed already.',
} as const;

export const identityFailures = {
  invalidCode: () => new DomainError('request_failed', { code: identityMessages.invalidCode }),
  tooManyCodes: (retryAfterSeconds: number) =>
    new DomainError('rate_limited', {
      code: identityMessages.tooManyCodes,
      retry_after_seconds: String(retryAfterSeconds),
    }),
  regionNotServed: () => new DomainError('forbidden', { region: identityMessages.regionNotServed }),
  conflict: (topic: string, message: string) => new DomainError('conflict', { [topic]: message }),
  notFound: (topic: string, message: string) => new DomainError('not_found', { [topic]: message }),
};
