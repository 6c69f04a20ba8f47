import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { categoryColors, renderOgSvg, renderPlaceholderSvg, wrapText } from './placeholder-svg';

describe('wrapText', () => {
  it('wraps on word boundaries within the width', () => {
    expect(wrapText('Terço de Nossa Senhora Aparecida em Madeira', 18, 3)).toEqual(['Terço de Nossa', 'Senhora Aparecida', 'em Madeira']);
  });

  it('cuts words longer than a line and ends an overflow with an ellipsis', () => {
    expect(wrapText('Supercalifragilístico', 10, 3)).toEqual(['Supercali-', 'fragilíst-', 'ico']);
    const lines = wrapText('um dois três quatro cinco seis sete oito nove dez', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
  });
});

describe('renderPlaceholderSvg', () => {
  it('is well-formed XML whatever the name holds', () => {
    for (const name of ['<script>alert(1)</script>', `"Fé" & 'Paz' ]]> <!--`, '', '   ']) {
      const svg = renderPlaceholderSvg({ name, categorySlug: 'tercos', categoryName: 'Terços & <Cia>' });
      expect(XMLValidator.validate(svg), name).toBe(true);
      expect(svg).not.toContain('<script');
      expect(XMLValidator.validate(renderOgSvg({ name, categorySlug: null, categoryName: null }))).toBe(true);
    }
  });

  it('colours each category, with a stable fallback for new ones', () => {
    expect(renderPlaceholderSvg({ name: 'Vela', categorySlug: 'velas', categoryName: 'Velas' })).toContain(categoryColors('velas')[0]);
    expect(categoryColors('nova-categoria')).toEqual(categoryColors('nova-categoria'));
    expect(categoryColors(null)).toHaveLength(2);
  });
});
