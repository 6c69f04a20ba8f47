/**
 * `f` of a value that may already be at hand: called now when it is, after it arrives when it is a
 * promise. The search answers from memory in its request's own turn this way (decision 086).
 */
export const thenOrNow = <T, U>(value: T | Promise<T>, f: (v: T) => U | Promise<U>): U | Promise<U> => (value instanceof Promise ? value.then(f) : f(value));
