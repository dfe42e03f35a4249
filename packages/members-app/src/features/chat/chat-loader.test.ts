import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatUserEvent, publishChatUser, scheduleChatScripts } from './chat-loader.js';

const chatScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]')];
const ada = { id: 'usr_42', firstName: 'Ada', lastName: 'Lovelace' };

beforeEach(() => {
  vi.useFakeTimers();
  window.platformChatUser = undefined;
});
afterEach(() => {
  vi.useRealTimers();
  for (const script of chatScripts()) script.remove();
});

describe('chat widget scripts (spec §7 "Other")', () => {
  it('adds the scripts about 1 s after start, not before, with the user of that moment', () => {
    let user: typeof ada | null = null;
    scheduleChatScripts(['https://chat.example/widget.js', 'https://help.example/a.js'], () => user);
    vi.advanceTimersByTime(999);
    expect(chatScripts()).toHaveLength(0);
    user = ada;
    vi.advanceTimersByTime(1);
    const scripts = chatScripts();
    expect(scripts.map((script) => script.src)).toEqual([
      'https://chat.example/widget.js',
      'https://help.example/a.js',
    ]);
    expect(scripts.every((script) => script.textContent === '')).toBe(true);
    expect({ ...scripts[0]?.dataset }).toMatchObject({ userId: 'usr_42', firstName: 'Ada', lastName: 'Lovelace' });
    expect(window.platformChatUser).toEqual(ada);
  });

  it('loads nothing and schedules nothing when the brand configures no chat', () => {
    const currentUser = vi.fn(() => ada);
    scheduleChatScripts([], currentUser);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(chatScripts()).toHaveLength(0);
    expect(currentUser).not.toHaveBeenCalled();
    expect(window.platformChatUser).toBeUndefined();
  });

  it('signed out: the scripts load without user data and platformChatUser is null', () => {
    scheduleChatScripts(['https://chat.example/widget.js'], () => null);
    vi.advanceTimersByTime(1000);
    expect(chatScripts()[0]?.dataset['userId']).toBeUndefined();
    expect(window.platformChatUser).toBeNull();
  });

  it('a cancel before the second drops the load; after it, removes the elements', () => {
    const cancelEarly = scheduleChatScripts(['https://chat.example/widget.js'], () => ada);
    vi.advanceTimersByTime(500);
    cancelEarly();
    vi.advanceTimersByTime(1000);
    expect(chatScripts()).toHaveLength(0);
    const cancelLate = scheduleChatScripts(['https://chat.example/widget.js'], () => ada);
    vi.advanceTimersByTime(1000);
    expect(chatScripts()).toHaveLength(1);
    cancelLate();
    expect(chatScripts()).toHaveLength(0);
  });

  it('tells the widgets when the user changes, and only then', () => {
    const changes = vi.fn();
    window.addEventListener(chatUserEvent, changes);
    publishChatUser(ada);
    publishChatUser({ ...ada });
    publishChatUser(null);
    window.removeEventListener(chatUserEvent, changes);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(window.platformChatUser).toBeNull();
  });
});
