import { api } from '../lib/api';

export const signInEmail = (email: string, password: string) =>
  api<{ user: { id: string } }>('/api/auth/sign-in/email', { body: { email, password, rememberMe: true } });

export const signUpEmail = (input: { name: string; email: string; phone: string; password: string; confirmPassword: string }) =>
  api<{ user: { id: string } }>('/api/auth/sign-up/email', { body: { ...input, callbackURL: '/loja' } });

export const signOut = () => api<{ success: boolean }>('/api/auth/sign-out', { body: {} });

export const requestPasswordReset = (email: string) =>
  api<{ status: boolean }>('/api/auth/request-password-reset', { body: { email, redirectTo: '/loja/redefinir-senha' } });

export const resetPassword = (token: string, newPassword: string) =>
  api<{ status: boolean }>('/api/auth/reset-password', { body: { token, newPassword } });
