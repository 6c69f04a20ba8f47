// The "Imprimir" button of printable pages (receipts, documents) served by the API: a file of its
// own, since the Content-Security-Policy allows no inline script.
for (const button of document.querySelectorAll('[data-print]')) button.addEventListener('click', () => window.print());
