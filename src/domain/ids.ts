/** '#' is added by the screen; this is the 6-character reference customers and staff quote. */
export function shortOrderId(id: string): string {
  return id.slice(-6).toUpperCase();
}

export function shortCustomerId(id: string): string {
  return id.slice(-8);
}

/** Human-friendly stock-exit reference, as the back-office has always printed it. */
export function exitCode(now: Date | number = Date.now()): string {
  const timestamp = typeof now === 'number' ? now : now.getTime();
  return `SAIDA-${String(Math.trunc(timestamp)).slice(-6)}`;
}
