/**
 * What a screen does around a change made by a feature's mutation hook (docs/DEVELOPING.md, 'Web
 * data'): its toast, closing its dialog, the message under its form. The hook owns the request and
 * the refetch of what changed; the screen brings these.
 */
export type ChangeEffects<R, V> = { onSuccess?: (data: R, vars: V) => unknown; onError?: (error: Error) => unknown };
