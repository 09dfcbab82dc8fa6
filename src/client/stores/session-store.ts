/*
 * The one zustand store: who is signed in, the theme picked from their institution, and
 * a few pieces of UI state. Server data never lives here (React Query owns it). Persisted
 * to IndexedDB under one root key; online users are live data and are not persisted.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { findInstitutionByName } from '../../contract/institution-list.ts';
import type { ColorMode, Me, UserSummary } from '../../contract/users.ts';
import { createIdbStorage } from '../lib/idb-storage.ts';
import type { ThemeColors } from '../lib/theme-colors.ts';

export const STORE_ROOT_KEY = 'campus';
export const RESTORE_TIMEOUT_MS = 5000;

/** Campus's own colours, used before anyone signs in. */
export const DEFAULT_COLORS: ThemeColors = { primary: '#1e3a8a', secondary: '#f2b632', hover: '#172d6b' };

export type SessionState = {
  user: Me | null;
  colors: ThemeColors;
  schoolCode: number | null;
  colorMode: ColorMode;
  sidebarCollapsed: boolean;
  onlineUsers: UserSummary[];
  /** Whether the live presence list has arrived (get-users) since the session began. */
  onlineUsersKnown: boolean;
  openChatWidget: boolean;
  signupStep: number;
};

type SessionActions = {
  /** Stores the user and picks colours and school code from their institution. */
  setUser: (user: Me) => void;
  setColorMode: (mode: ColorMode) => void;
  toggleSidebar: () => void;
  setOnlineUsers: (users: UserSummary[]) => void;
  setOpenChatWidget: (open: boolean) => void;
  setSignupStep: (step: number) => void;
  /** Forgets the user and everything kept locally. */
  clearSession: () => void;
};

export const initialSessionState: SessionState = {
  user: null,
  colors: DEFAULT_COLORS,
  schoolCode: null,
  colorMode: 'light',
  sidebarCollapsed: true,
  onlineUsers: [],
  onlineUsersKnown: false,
  openChatWidget: false,
  signupStep: 1,
};

export const useSessionStore = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...initialSessionState,
      setUser: (user) => {
        const institution = findInstitutionByName(user.nameOfUniversity);
        set({
          user,
          colors: institution?.colors ?? DEFAULT_COLORS,
          schoolCode: institution?.schoolCode ?? null,
          colorMode: user.preferences.colorMode,
        });
      },
      setColorMode: (colorMode) => set({ colorMode }),
      toggleSidebar: () => set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed })),
      setOnlineUsers: (onlineUsers) => set({ onlineUsers, onlineUsersKnown: true }),
      setOpenChatWidget: (openChatWidget) => set({ openChatWidget }),
      setSignupStep: (signupStep) => set({ signupStep }),
      clearSession: () => {
        set(initialSessionState);
        useSessionStore.persist.clearStorage();
      },
    }),
    {
      name: STORE_ROOT_KEY,
      version: 1,
      storage: createIdbStorage<Omit<SessionState, 'onlineUsers' | 'onlineUsersKnown'>>(),
      partialize: ({ user, colors, schoolCode, colorMode, sidebarCollapsed, openChatWidget, signupStep }) => ({
        user,
        colors,
        schoolCode,
        colorMode,
        sidebarCollapsed,
        openChatWidget,
        signupStep,
      }),
    },
  ),
);
