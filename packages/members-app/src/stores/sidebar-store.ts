import { create } from 'zustand';

const storageKey = 'members-sidebar-collapsed';

function storedCollapsed(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(storageKey) === '1';
  } catch {
    return false;
  }
}

/**
 * The members sidebar's state: collapsed to icons on wide screens (remembered on this device), and
 * the phone drawer open or shut (never remembered: a reload starts with it shut).
 */
interface SidebarState {
  collapsed: boolean;
  drawerOpen: boolean;
  toggleCollapsed: () => void;
  setDrawerOpen: (open: boolean) => void;
}

export const useSidebarStore = create<SidebarState>((set, get) => ({
  collapsed: storedCollapsed(),
  drawerOpen: false,
  toggleCollapsed: () => {
    const collapsed = !get().collapsed;
    try {
      localStorage.setItem(storageKey, collapsed ? '1' : '0');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    set({ collapsed });
  },
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));
