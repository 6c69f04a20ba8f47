export const DEMO_CATEGORIES = [
  { name: 'Terços', slug: 'tercos', description: 'Terços e rosários para oração' },
  { name: 'Imagens', slug: 'imagens', description: 'Imagens de santos e de Nossa Senhora' },
  { name: 'Velas', slug: 'velas', description: 'Velas votivas, de batismo e decorativas' },
  { name: 'Crucifixos', slug: 'crucifixos', description: 'Crucifixos de parede e de mesa' },
  { name: 'Medalhas', slug: 'medalhas', description: 'Medalhas e pingentes religiosos' },
  { name: 'Livros', slug: 'livros', description: 'Bíblias, devocionários e livros de oração' },
  { name: 'Kits de Presente', slug: 'kits', description: 'Kits prontos para presentear' },
];

export const DEMO_CLASSIFICATIONS = [
  { name: 'Religioso', description: 'Artigos de uso devocional' },
  { name: 'Decorativo', description: 'Peças para decoração de ambientes' },
  { name: 'Consumível', description: 'Itens de consumo, como velas' },
  { name: 'Acessório', description: 'Acessórios e complementos' },
  { name: 'Leitura', description: 'Livros e publicações' },
];

export const DEMO_SUPPLIERS = [
  {
    name: 'Artesanato Sacro Minas Ltda',
    cnpj: '11.222.333/0001-81',
    contactPerson: 'José Ribeiro',
    phone: '(31) 3222-4455',
    email: 'vendas@sacrominas.com.br',
    address: 'Rua dos Inconfidentes, 210 — Belo Horizonte/MG',
    productCategories: 'Imagens, Crucifixos',
  },
  {
    name: 'Velas Luz Divina',
    cnpj: '45.997.418/0001-53',
    contactPerson: 'Marta Souza',
    phone: '(11) 4002-8922',
    email: 'comercial@velasluzdivina.com.br',
    address: 'Av. Industrial, 1500 — Guarulhos/SP',
    productCategories: 'Velas',
  },
  {
    name: 'Editora Caminho de Fé',
    cnpj: '60.701.190/0001-04',
    contactPerson: 'Paulo Andrade',
    phone: '(21) 2555-1010',
    email: 'pedidos@caminhodefe.com.br',
    address: 'Rua da Assembleia, 45 — Rio de Janeiro/RJ',
    productCategories: 'Livros',
  },
  {
    name: 'Terços Aparecida Artesanal',
    cnpj: '33.000.167/0001-01',
    contactPerson: 'Ana Lúcia Prado',
    phone: '(12) 3104-7788',
    email: 'contato@tercosaparecida.com.br',
    address: 'Rua Monte Carmelo, 88 — Aparecida/SP',
    productCategories: 'Terços, Medalhas',
  },
  {
    name: 'Medalhas & Cia Importadora',
    cnpj: '',
    contactPerson: 'Ricardo Tavares',
    phone: '(41) 3333-2020',
    email: 'atendimento@medalhasecia.com.br',
    address: 'Rua XV de Novembro, 700 — Curitiba/PR',
    productCategories: 'Medalhas, Kits de Presente',
  },
];

export const DEMO_STORES = [
  { name: 'Luz da Fé — Matriz', address: 'Rua da Fé, 100 — Centro, São Paulo/SP, 01010-000', type: 'Matriz' },
  { name: 'Luz da Fé — Filial Aparecida', address: 'Av. Getúlio Vargas, 250 — Aparecida/SP, 12570-000', type: 'Filial' },
  // Issue 36: the demo's third place, stocked by transfers and selling without a point of sale ('Baixa de venda').
  { name: 'Luz da Fé — Quiosque do Santuário', address: 'Av. Dr. Júlio Prestes, s/n — Aparecida/SP, 12570-000', type: 'Quiosque' },
];
