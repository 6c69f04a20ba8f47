import { describe, expect, it } from 'vitest';
import { soundOf } from './search-sound';

describe('soundOf', () => {
  it.each([
    ['Terço', 'terso'],
    ['tersso', 'terso'],
    ['imajem', 'imajen'],
    ['Imagem', 'imajen'],
    ['Crucifixo', 'krusifixo'],
    ['crusifixo', 'krusifixo'],
    ['Bíblia', 'biblia'],
    ['Natal', 'natau'],
    ['natau', 'natau'],
    ['São João', 'san joan'],
    ['Guerreiro', 'gereiro'],
    ['Coração', 'korasan'],
    ['Escapulário', 'eskapulario'],
    ['senhora', 'senora'],
    ['Milagrosa', 'milagrosa'],
    ['Quero', 'kero'],
  ])('%s sounds like %s', (text, sound) => {
    expect(soundOf(text)).toBe(sound);
  });
});
