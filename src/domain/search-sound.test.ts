import { describe } from 'vitest';
import { itReturns } from '../../tests/support/table-tests';
import { soundOf } from './search-sound';

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
