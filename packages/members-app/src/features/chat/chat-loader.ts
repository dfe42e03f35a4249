/**
 * Chat widget scripts of the brand (configuration `chat_scripts`, spec §7 "Other"): evaluated about
 * 1 s after start, given the user's id and names. The CSP forbids inline script and `eval`, so each
 * is an external <script src> whose origin the server's CSP names for the brand. A script reads the
 * user from `window.platformChatUser` (kept up to date; a `platform:chat-user` event on window says
 * it changed) or from its own element's `data-user-id`, `data-first-name` and `data-last-name`
 * (`document.currentScript.dataset`). Signed out: `platformChatUser` is null and the data are absent.
 */
export interface ChatUser {
  id: string;
  firstName: string;
  lastName: string;
}

declare global {
  interface Window {
    platformChatUser?: Readonly<ChatUser> | null;
  }
}

export const chatStartDelayMs = 1000;
export const chatUserEvent = 'platform:chat-user';
const chatMarker = 'data-chat-widget';

/** Publishes the user the chat widgets see (at load and whenever it changes). */
export function publishChatUser(user: ChatUser | null): void {
  const previous = window.platformChatUser;
  const same =
    previous === null || user === null
      ? previous === user
      : previous?.id === user.id && previous.firstName === user.firstName && previous.lastName === user.lastName;
  if (same) return;
  window.platformChatUser = user === null ? null : Object.freeze({ ...user });
  window.dispatchEvent(new Event(chatUserEvent));
}

function chatScriptElement(src: string, user: ChatUser | null): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(chatMarker, '');
  if (user !== null) {
    script.dataset['userId'] = user.id;
    script.dataset['firstName'] = user.firstName;
    script.dataset['lastName'] = user.lastName;
  }
  return script;
}

/**
 * Loads `scripts` after `delayMs` with the user `currentUser()` gives at that moment. Nothing is
 * scheduled when there are none. Returns a cancel: a load not yet done is dropped and the scripts
 * added are removed (a script that already ran stays evaluated: the page is the widget's from then).
 */
export function scheduleChatScripts(
  scripts: readonly string[],
  currentUser: () => ChatUser | null,
  delayMs: number = chatStartDelayMs,
): () => void {
  if (scripts.length === 0) return () => undefined;
  const added: HTMLScriptElement[] = [];
  const timer = window.setTimeout(() => {
    const user = currentUser();
    publishChatUser(user);
    for (const src of scripts) {
      const script = chatScriptElement(src, user);
      document.body.append(script);
      added.push(script);
    }
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    for (const script of added) script.remove();
  };
}
