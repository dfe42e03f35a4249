import type { User } from '@platform/core';

/** Initials of the signed-in user ("Ada Lovelace" → "AL"); the email's first letter without names. */
export function userInitials(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((name) => name.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toLocaleUpperCase();
}

/** The user's name as shown ("Ada Lovelace"); the email without names. */
export function userDisplayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return (
    [user.firstName, user.lastName]
      .map((name) => name.trim())
      .join(' ')
      .trim() || user.email
  );
}
