import { describe, expect, it } from 'vitest';
import { dbKind } from '../support/databases';
import { setUpTestApp, signInForSuite } from '../support/test-app';

const t = setUpTestApp();
const visitor = signInForSuite(t, 'anonymous');

// How people misspell the demo catalogue in Portuguese: ss/ç/s/z, j/g, x/ch, lh/li, nh/n, dropped
// or doubled letters, swapped letters, missing accents, words out of order. Each must find its
// product among the first five results.
const MISSPELLINGS: [typed: string, product: string][] = [
  ['crusifixo', 'Crucifixo de Parede em Madeira 30 cm'],
  ['cruscifixo parede', 'Crucifixo de Parede em Madeira 30 cm'],
  ['crucifixo parede madera', 'Crucifixo de Parede em Madeira 30 cm'],
  ['tersso', 'Terço de Cristal Azul'],
  ['terso cristal', 'Terço de Cristal Azul'],
  ['terçu de cristau', 'Terço de Cristal Azul'],
  ['terso de madrepérula', 'Terço de Madrepérola'],
  ['terço misionario', 'Terço Missionário Colorido'],
  ['terso pulcera', 'Terço Pulseira de Prata 925'],
  ['imajem', 'Imagem de Nossa Senhora Aparecida 30 cm'],
  ['imajem sao jorje', 'Imagem de São Jorge Guerreiro 25 cm'],
  ['sao jorge gerreiro', 'Imagem de São Jorge Guerreiro 25 cm'],
  ['sao bendo', 'Terço de São Bento com Medalha'],
  ['medalha sao bemto', 'Medalha de São Bento em Prata'],
  ['nossa senora', 'Imagem de Nossa Senhora Aparecida 30 cm'],
  ['nosa senhora aparessida', 'Imagem de Nossa Senhora Aparecida 30 cm'],
  ['nossa sinhora de fatima', 'Imagem de Nossa Senhora de Fátima 15 cm'],
  ['senhora da fatma', 'Imagem de Nossa Senhora de Fátima 15 cm'],
  ['bilbia', 'Bíblia Sagrada Edição Pastoral'],
  ['biblia sagada', 'Bíblia Sagrada Edição Pastoral'],
  ['bibria pastoral', 'Bíblia Sagrada Edição Pastoral'],
  ['sagrado corasão', 'Imagem do Sagrado Coração de Jesus 40 cm'],
  ['coracao de jezus', 'Imagem do Sagrado Coração de Jesus 40 cm'],
  ['sao francisco de asis', 'Imagem de São Francisco de Assis 20 cm'],
  ['san francisco assis', 'Imagem de São Francisco de Assis 20 cm'],
  ['santo antonho', 'Imagem de Santo Antônio 12 cm'],
  ['prezepio', 'Presépio de Natal 11 Peças'],
  ['presepio de natau', 'Presépio de Natal 11 Peças'],
  ['vela de batizmo', 'Vela de Batismo Decorada'],
  ['vela aromatica pas', 'Vela Aromática Paz Interior'],
  ['velas palitu coloridas', 'Kit 12 Velas Palito Coloridas'],
  ['cirio pascau', 'Círio Pascal Litúrgico'],
  ['sirio pascal', 'Círio Pascal Litúrgico'],
  ['cruz de sao damiao', 'Cruz de São Damião'],
  ['cruz tal franciscana', 'Cruz Tau Franciscana'],
  ['medalia milagrosa', 'Medalha Milagrosa Banhada a Ouro'],
  ['medalha milagroza', 'Medalha Milagrosa Banhada a Ouro'],
  ['medalha do espirito sando', 'Medalha do Espírito Santo'],
  ['sao migel arcanjo', 'Medalha de São Miguel Arcanjo'],
  ['sao miguel arcango', 'Medalha de São Miguel Arcanjo'],
  ['escapulario do carmu', 'Escapulário de Nossa Senhora do Carmo'],
  ['escapolario', 'Escapulário de Nossa Senhora do Carmo'],
  ['catessismo', 'Catecismo da Igreja Católica'],
  ['catecismo da igrega', 'Catecismo da Igreja Católica'],
  ['novena de natau em familia', 'Novena de Natal em Família'],
  ['liturjia diaria', 'Liturgia Diária — Edição Anual'],
  ['kit batisado', 'Kit Batizado Completo'],
  ['kit primera comunhao', 'Kit Primeira Comunhão'],
  ['kit protesão sao bento', 'Kit Proteção São Bento'],
  ['devossionario do terso', 'Devocionário do Terço Diário'],
];

describe(`searches that forgive Portuguese spelling (${dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`find the product among the first five for each of ${MISSPELLINGS.length} misspellings`, async () => {
    expect(MISSPELLINGS.length).toBeGreaterThanOrEqual(40);
    const missed: string[] = [];
    for (const [typed, product] of MISSPELLINGS) {
      const res = await visitor.get(`/api/store/products?search=${encodeURIComponent(typed)}&pageSize=5`);
      expect(res.status).toBe(200);
      const names = (res.body.items as { name: string }[]).slice(0, 5).map((p) => p.name);
      if (!names.includes(product)) missed.push(`${typed} → ${JSON.stringify(names)}`);
    }
    expect(missed).toEqual([]);
  });

  it('still finds nothing for words that are not in the catalogue', async () => {
    const res = await visitor.get('/api/store/products?search=bicicleta');
    expect(res.body.items).toEqual([]);
  });
});
