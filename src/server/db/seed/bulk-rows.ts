// Realistic pt-BR rows for the benchmark data set (`npm run seed -- --products N --orders M`).
// Pure and deterministic for a given seed, so two runs with the same seed build the same catalogue.
import { internalEan13 } from '../../../domain/barcode';
import { maskPhone } from '../../../domain/brazil';
import { normalizeSearchText } from '../../../domain/search';

export type Rng = () => number;

/** mulberry32: a tiny seeded generator (Math.random cannot be seeded). */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
/** Brazilian shelf prices end in ,90. */
const price90 = (reais: number) => Math.max(1, Math.round(reais)) * 100 - 10;

type Vocabulary = {
  bases: string[];
  themes: string[];
  finishes: string[];
  materials: string[];
  dimensions: string[];
  price: [number, number];
  classification: string;
  unit?: string;
};

const SAINTS = [
  'de Nossa Senhora Aparecida',
  'de São Bento',
  'de Santa Rita de Cássia',
  'de Nossa Senhora de Fátima',
  'de São Miguel Arcanjo',
  'de São José',
  'de Santo Antônio',
  'do Sagrado Coração de Jesus',
  'de Nossa Senhora das Graças',
  'de São Francisco de Assis',
  'de Nossa Senhora do Carmo',
  'de São Judas Tadeu',
  'de Santa Teresinha',
  'do Divino Espírito Santo',
  'de Nossa Senhora de Guadalupe',
];

const VOCABULARY: Record<string, Vocabulary> = {
  tercos: {
    bases: ['Terço', 'Rosário', 'Terço Pulseira', 'Dezena'],
    themes: [...SAINTS, 'da Misericórdia', 'Missionário', 'das Santas Chagas'],
    finishes: ['em Madeira', 'de Cristal', 'em Prata 925', 'de Madrepérola', 'em Resina', 'de Pedra Natural', 'em Metal Dourado', 'de Cordão'],
    materials: ['Madeira', 'Cristal', 'Prata 925', 'Madrepérola', 'Resina', 'Pedra natural', 'Metal dourado', 'Cordão encerado'],
    dimensions: ['18 cm', '40 cm', '45 cm', '50 cm', '60 cm'],
    price: [15, 160],
    classification: 'Religioso',
  },
  imagens: {
    bases: ['Imagem', 'Estátua', 'Imagem de Jardim', 'Oratório com Imagem'],
    themes: SAINTS,
    finishes: ['12 cm', '15 cm', '20 cm', '30 cm', '40 cm', '60 cm'],
    materials: ['Resina pintada à mão', 'Gesso', 'Madeira entalhada', 'Porcelana', 'Pó de mármore'],
    dimensions: ['12 x 5 x 4 cm', '15 x 6 x 5 cm', '20 x 8 x 7 cm', '30 x 12 x 10 cm', '40 x 15 x 12 cm'],
    price: [30, 450],
    classification: 'Decorativo',
  },
  velas: {
    bases: ['Vela de 7 Dias', 'Vela Votiva', 'Vela Aromática', 'Vela de Batismo', 'Vela Decorada', 'Círio', 'Kit Velas Palito'],
    themes: [...SAINTS.slice(0, 8), 'Branca', 'Azul', 'Dourada', 'Paz Interior', 'Gratidão'],
    finishes: ['em Copo de Vidro', 'de Cera Vegetal', 'de Parafina', 'em Cera de Abelha', 'com Fita de Cetim'],
    materials: ['Parafina', 'Cera vegetal', 'Cera de abelha', 'Cera e fita de cetim'],
    dimensions: ['9 x 8 cm', '14 x 6 cm', '20 cm', '30 x 3 cm', '80 x 8 cm'],
    price: [8, 190],
    classification: 'Consumível',
  },
  crucifixos: {
    bases: ['Crucifixo de Parede', 'Crucifixo de Mesa', 'Cruz', 'Crucifixo Pingente', 'Cruz Tau'],
    themes: ['Tradicional', 'de São Bento', 'de São Damião', 'Franciscano', 'Envelhecido', 'Contemporâneo', 'Missionário'],
    finishes: ['em Madeira', 'em Metal', 'em Resina', 'em Prata 925', 'em Bronze', 'em MDF'],
    materials: ['Madeira e metal', 'Metal dourado', 'Resina', 'Prata 925', 'Bronze', 'MDF com impressão'],
    dimensions: ['3 x 2 cm', '18 x 9 cm', '20 x 11 cm', '30 x 16 cm', '45 x 25 cm'],
    price: [18, 260],
    classification: 'Decorativo',
  },
  medalhas: {
    bases: ['Medalha', 'Pingente', 'Medalha Infantil', 'Escapulário'],
    themes: SAINTS,
    finishes: ['Banhada a Ouro', 'em Prata 925', 'em Aço Inoxidável', 'Folheada', 'Esmaltada'],
    materials: ['Metal banhado a ouro 18k', 'Prata 925', 'Aço inoxidável', 'Metal folheado', 'Metal esmaltado'],
    dimensions: ['1,2 cm', '2 cm', '2,5 cm', '3 cm'],
    price: [15, 180],
    classification: 'Acessório',
  },
  livros: {
    bases: ['Bíblia Sagrada', 'Novena', 'Devocionário', 'Livro de Orações', 'Catecismo', 'Liturgia Diária', 'Missal'],
    themes: ['Católica', 'Pastoral', 'de Jerusalém', 'do Peregrino', 'Ave-Maria', ...SAINTS.slice(0, 6)],
    finishes: ['Edição de Bolso', 'Capa Dura', 'Letra Grande', 'Edição Ilustrada', 'Edição Jovem', 'Capa Luxo'],
    materials: ['Capa dura', 'Brochura', 'Capa de couro sintético'],
    dimensions: ['11 x 15 cm, 300 páginas', '14 x 21 cm, 800 páginas', '16 x 23 cm, 1.600 páginas'],
    price: [12, 220],
    classification: 'Leitura',
  },
  kits: {
    bases: ['Kit Presente', 'Kit Batizado', 'Kit Primeira Comunhão', 'Kit Crisma', 'Kit Oração', 'Cesta de Fé'],
    themes: SAINTS.slice(0, 8),
    finishes: ['com Terço e Vela', 'com Imagem e Novena', 'com Medalha', 'Completo', 'Essencial'],
    materials: ['Itens variados em caixa presente'],
    dimensions: ['25 x 20 x 8 cm', '30 x 25 x 10 cm'],
    price: [45, 320],
    classification: 'Religioso',
    unit: 'Caixa',
  },
};

const COLLECTIONS = ['Coleção Aurora', 'Linha Graça', 'Coleção Esperança', 'Linha Serena', 'Coleção Luz', 'Linha Caminho', 'Coleção Jubileu', 'Linha Paz'];
const PHRASES = [
  'Peça feita com cuidado artesanal.',
  'Ótima opção para presentear em batizados, crismas e aniversários.',
  'Acompanha embalagem para presente.',
  'Ideal para o oratório de casa ou para levar na bolsa.',
  'Produzida por artesãos brasileiros.',
  'Acabamento de alta qualidade e durabilidade.',
];
const ORIGINS = ['Nacional', 'Nacional', 'Nacional', 'Importado', 'Portugal', 'Itália'];

export type CategoryRef = { id: number; slug: string; name: string };

export type BulkProductRow = {
  i: number;
  name: string;
  code: string;
  description: string;
  detailed_description: string;
  price_cents: number;
  list_price_cents: number | null;
  cost_price_cents: number;
  category_id: number;
  classification_id: number | null;
  supplier_id: number | null;
  barcode: string;
  shelf: string;
  box: string;
  unit: string;
  stock: number;
  min_stock: number;
  keywords: string[];
  available_online: boolean;
  featured: boolean;
  on_sale: boolean;
  rating: number;
  review_count: number;
  material: string;
  dimensions: string;
  origin: string;
};

function vocabularyFor(category: CategoryRef): Vocabulary {
  return (
    VOCABULARY[category.slug] ?? {
      bases: [category.name],
      themes: SAINTS,
      finishes: ['Tradicional', 'Especial', 'Clássico'],
      materials: ['Não especificado'],
      dimensions: ['Padrão'],
      price: [15, 150],
      classification: 'Religioso',
    }
  );
}

/**
 * Product `k` of a category walks the name combinations in order (base × theme × finish), so small
 * runs get clean names; past the last combination a collection name keeps names distinct.
 */
function productName(v: Vocabulary, k: number): string {
  const combos = v.bases.length * v.themes.length * v.finishes.length;
  const c = k % combos;
  const base = v.bases[c % v.bases.length]!;
  const theme = v.themes[Math.floor(c / v.bases.length) % v.themes.length]!;
  const finish = v.finishes[Math.floor(c / (v.bases.length * v.themes.length)) % v.finishes.length]!;
  const round = Math.floor(k / combos);
  const collection =
    round === 0 ? '' : ` — ${COLLECTIONS[(round - 1) % COLLECTIONS.length]}${round > COLLECTIONS.length ? ` ${Math.ceil(round / COLLECTIONS.length)}` : ''}`;
  return `${base} ${theme} ${finish}${collection}`;
}

export function buildProducts(input: {
  rng: Rng;
  tag: string;
  from: number;
  count: number;
  barcodeOffset: number;
  categories: CategoryRef[];
  classifications: { id: number; name: string }[];
  supplierIds: number[];
}): BulkProductRow[] {
  const { rng, tag, categories, classifications, supplierIds } = input;
  const rows: BulkProductRow[] = [];
  for (let i = input.from; i < input.from + input.count; i++) {
    const category = categories[i % categories.length]!;
    const v = vocabularyFor(category);
    const name = productName(v, Math.floor(i / categories.length));
    const price = price90(v.price[0] + rng() * (v.price[1] - v.price[0]));
    const onSale = rng() < 0.1;
    const minStock = pick(rng, [3, 5, 5, 5, 10]);
    // 8% sold out, 15% at or below the minimum, the rest comfortably stocked.
    const r = rng();
    const stock = r < 0.08 ? 0 : r < 0.23 ? between(rng, 1, minStock) : between(rng, minStock + 1, 30);
    const material = pick(rng, v.materials);
    const description = `${name}. ${pick(rng, PHRASES)}`;
    rows.push({
      i,
      name,
      code: `${tag}-${String(i + 1).padStart(6, '0')}`,
      description,
      detailed_description: `${description} ${pick(rng, PHRASES)} Material: ${material}.`,
      price_cents: price,
      list_price_cents: onSale ? price90((price / 100) * (1.1 + rng() * 0.25)) : null,
      cost_price_cents: Math.round(price * (0.35 + rng() * 0.15)),
      category_id: category.id,
      classification_id: classifications.find((c) => c.name === v.classification)?.id ?? classifications[0]?.id ?? null,
      supplier_id: supplierIds.length ? supplierIds[i % supplierIds.length]! : null,
      barcode: internalEan13(input.barcodeOffset + i),
      shelf: `P${(i % 12) + 1}`,
      box: `C${(i % 40) + 1}`,
      unit: v.unit ?? 'Unidade',
      stock,
      min_stock: minStock,
      keywords: [
        ...new Set(
          normalizeSearchText(`${category.name} ${name}`)
            .split(' ')
            .filter((w) => w.length > 3),
        ),
      ].slice(0, 8),
      available_online: rng() < 0.95,
      featured: rng() < 0.03,
      on_sale: onSale,
      rating: Math.round((4 + rng()) * 10) / 10,
      review_count: between(rng, 0, 300),
      material,
      dimensions: pick(rng, v.dimensions),
      origin: pick(rng, ORIGINS),
    });
  }
  return rows;
}

const FIRST_NAMES = [
  'Ana',
  'Maria',
  'José',
  'João',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Adriana',
  'Juliana',
  'Lucas',
  'Mariana',
  'Pedro',
  'Fernanda',
  'Rafael',
  'Patrícia',
  'Luiz',
  'Aline',
  'Marcos',
  'Camila',
  'Gabriel',
  'Beatriz',
  'Rita',
  'Sebastião',
  'Terezinha',
  'Raimundo',
  'Luzia',
  'Benedito',
  'Conceição',
  'Matheus',
];
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Aparecida',
  'Nascimento',
  'Araújo',
  'Moreira',
];
// Real city/UF/CEP-prefix combinations, so CEP-to-UF checks hold.
const PLACES = [
  { city: 'São Paulo', state: 'SP', ddd: '11', cep: '01310', neighborhoods: ['Bela Vista', 'Mooca', 'Santana', 'Pinheiros'] },
  { city: 'Aparecida', state: 'SP', ddd: '12', cep: '12570', neighborhoods: ['Centro', 'Ponte Alta', 'Santa Rita'] },
  { city: 'Rio de Janeiro', state: 'RJ', ddd: '21', cep: '20040', neighborhoods: ['Centro', 'Tijuca', 'Méier', 'Botafogo'] },
  { city: 'Belo Horizonte', state: 'MG', ddd: '31', cep: '30130', neighborhoods: ['Funcionários', 'Savassi', 'Floresta'] },
  { city: 'Salvador', state: 'BA', ddd: '71', cep: '40020', neighborhoods: ['Comércio', 'Barra', 'Itapuã'] },
  { city: 'Recife', state: 'PE', ddd: '81', cep: '50030', neighborhoods: ['Boa Vista', 'Casa Forte', 'Graças'] },
  { city: 'Fortaleza', state: 'CE', ddd: '85', cep: '60060', neighborhoods: ['Centro', 'Aldeota', 'Benfica'] },
  { city: 'Curitiba', state: 'PR', ddd: '41', cep: '80010', neighborhoods: ['Centro', 'Batel', 'Água Verde'] },
  { city: 'Porto Alegre', state: 'RS', ddd: '51', cep: '90010', neighborhoods: ['Centro Histórico', 'Moinhos de Vento', 'Menino Deus'] },
  { city: 'Goiânia', state: 'GO', ddd: '62', cep: '74003', neighborhoods: ['Setor Central', 'Setor Bueno', 'Setor Oeste'] },
  { city: 'Belém', state: 'PA', ddd: '91', cep: '66010', neighborhoods: ['Campina', 'Nazaré', 'Umarizal'] },
  { city: 'Juazeiro do Norte', state: 'CE', ddd: '88', cep: '63010', neighborhoods: ['Centro', 'Salesianos', 'Lagoa Seca'] },
];
const STREETS = [
  'Rua das Flores',
  'Av. Brasil',
  'Rua São José',
  'Rua Sete de Setembro',
  'Av. Getúlio Vargas',
  'Rua da Paz',
  'Rua XV de Novembro',
  'Travessa Santa Luzia',
  'Rua Nossa Senhora de Fátima',
  'Av. Independência',
];

export type BulkCustomerRow = {
  n: number;
  name: string;
  email: string;
  phone: string;
  address: { cep: string; street: string; number: string; complement: string; neighborhood: string; city: string; state: string };
};

export function buildCustomers(input: { rng: Rng; tag: string; from: number; count: number }): BulkCustomerRow[] {
  const { rng, tag } = input;
  const rows: BulkCustomerRow[] = [];
  for (let n = input.from + 1; n <= input.from + input.count; n++) {
    const first = pick(rng, FIRST_NAMES);
    const last = `${pick(rng, SURNAMES)} ${pick(rng, SURNAMES)}`;
    const name = `${first} ${last}`;
    const place = pick(rng, PLACES);
    const slug = normalizeSearchText(`${first}.${last}`).replace(/[^a-z.]/g, '');
    rows.push({
      n,
      name,
      email: `${slug}.${tag.toLowerCase()}${n}@exemplo.com.br`,
      phone: maskPhone(`${place.ddd}9${String(between(rng, 10_000_000, 99_999_999))}`),
      address: {
        cep: `${place.cep}-${String(between(rng, 0, 999)).padStart(3, '0')}`,
        street: pick(rng, STREETS),
        number: String(between(rng, 1, 2500)),
        complement: rng() < 0.3 ? `Apto ${between(rng, 11, 154)}` : '',
        neighborhood: pick(rng, place.neighborhoods),
        city: place.city,
        state: place.state,
      },
    });
  }
  return rows;
}
