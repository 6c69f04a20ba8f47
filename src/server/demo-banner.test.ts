import { describe, expect, it } from 'vitest';
import { demoBanner } from './demo-banner';

describe('demo banner', () => {
  it('says it is a demo, with public accounts and secrets, and how to run for real', () => {
    const text = demoBanner(3000);
    expect(text).toContain('MODO DE DEMONSTRAÇÃO');
    expect(text).toContain('demo1234');
    for (const email of ['admin@luzdafe.test', 'funcionario@luzdafe.test', 'cliente@luzdafe.test', 'loja@luzdafe.test']) expect(text).toContain(email);
    expect(text).toContain('não use assim com clientes de verdade');
    for (const name of ['NODE_ENV=production', 'APP_SECRET', 'PUBLIC_URL', 'SITE_ACCESS_PASSWORD', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'])
      expect(text).toContain(name);
  });
});
