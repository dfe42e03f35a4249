import { useEffect, useRef } from 'react';
import type { User } from '@platform/core';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useBrandStore } from '../../../stores/brand-store.js';
import { publishChatUser, scheduleChatScripts, type ChatUser } from '../chat-loader.js';

function chatUserOf(user: User | null): ChatUser | null {
  const id = user?.user_id ?? user?.client_id;
  if (user === null || id === undefined) return null;
  return { id: String(id), firstName: user.firstName, lastName: user.lastName };
}

/** The brand's chat widget scripts, loaded once about 1 s after start (chat-loader.ts). */
export function ChatWidgets() {
  const scripts = useBrandStore((state) => state.details?.module.chat_scripts);
  const { user } = useCurrentUser();
  const chatUser = chatUserOf(user);
  const latest = useRef<ChatUser | null>(chatUser);
  const loaded = useRef(false);
  latest.current = chatUser;
  const userKey = chatUser === null ? '' : [chatUser.id, chatUser.firstName, chatUser.lastName].join('\n');
  useEffect(() => {
    if (scripts === undefined || scripts.length === 0) return undefined;
    return scheduleChatScripts(scripts, () => {
      loaded.current = true;
      return latest.current;
    });
  }, [scripts]);
  useEffect(() => {
    // After the load, a sign-in or sign-out reaches the widgets through window.platformChatUser.
    if (loaded.current) publishChatUser(latest.current);
  }, [userKey]);
  return null;
}
