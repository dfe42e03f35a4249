import { useTranslation } from 'react-i18next';
import { messagesEnglish } from '@platform/core';
import { readApiFailure, type ApiFailure } from './api-failure.js';

/** The spec's English user messages (namespace messages) → their i18n keys, to show them translated. */
const knownMessages = new Map<string, string>();
for (const group of ['user', 'errors'] as const) {
  for (const [name, text] of Object.entries(messagesEnglish[group])) {
    knownMessages.set(text.replace(/\.$/, ''), `messages:${group}.${name}`);
  }
}

/** The i18n key of a message the API sent, when it is one the app knows (spec text or schema key). */
export function knownMessageKey(message: string): string | undefined {
  if (message.startsWith('validation:') || message.startsWith('messages:')) return message;
  return knownMessages.get(message.trim().replace(/\.$/, ''));
}

/**
 * Text for a failed call, in the interface language: a known spec message or schema key is
 * translated; rate limits and network failures get the app's own text; any other message the API
 * wrote is shown as it came (React renders it as text, never as HTML).
 */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error: unknown) => failureText(readApiFailure(error), t);
}

export function failureText(failure: ApiFailure, t: (key: string) => string): string {
  if (failure.code === 'rate_limited') return t('ui:rateLimited');
  if (failure.code === 'step_up_required') return t('ui:stepUpIntro');
  if (failure.code === 'network' || failure.code === 'invalid_json') return t('ui:networkError');
  if (failure.first !== null) {
    const key = knownMessageKey(failure.first);
    return key === undefined ? failure.first : t(key);
  }
  return t('ui:unexpectedError');
}
