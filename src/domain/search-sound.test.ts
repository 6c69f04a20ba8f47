import { describe } from 'vitest';
import { soundOf } from './search-sound';
import { itReturns } from './test-support';

describe('soundOf', () => {
  itReturns('%s sounds like %s', soundOf, [
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
  ]);
});
