import type { SessionUser } from '@/domain/api/session';
import type { MyPermissions } from '@/domain/permissions';
import { api } from '../lib/api';

export const authKeys = {
  me: ['me'] as const,
  /** What the signed-in back-office user may do, per user (`myPermissions` alone invalidates every user's). */
  myPermissions: ['me', 'permissions'] as const,
  myPermissionsOf: (userId: string | null) => ['me', 'permissions', userId] as const,
  gate: ['gate'] as const,
};

export const fetchMe = () => api<{ user: SessionUser | null }>('/api/me');
export const fetchMyPermissions = () => api<MyPermissions>('/api/me/permissions');
export const fetchGate = () => api<{ enabled: boolean; unlocked: boolean }>('/api/gate');
/** The site gate's password; the answer's cookie opens the site. */
export const unlockGate = (password: string) => api<{ unlocked: true }>('/api/gate/unlock', { body: { password } });

export const signInEmail = (email: string, password: string) =>
  api<{ user: { id: string } }>('/api/auth/sign-in/email', { body: { email, password, rememberMe: true } });

export const signUpEmail = (input: { name: string; email: string; phone: string; password: string; confirmPassword: string }) =>
  api<{ user: { id: string } }>('/api/auth/sign-up/email', { body: { ...input, callbackURL: '/loja' } });

export const signOut = () => api<{ success: boolean }>('/api/auth/sign-out', { body: {} });

export const requestPasswordReset = (email: string) =>
  api<{ status: boolean }>('/api/auth/request-password-reset', { body: { email, redirectTo: '/loja/redefinir-senha' } });

export const resetPassword = (token: string, newPassword: string) => api<{ status: boolean }>('/api/auth/reset-password', { body: { token, newPassword } });
