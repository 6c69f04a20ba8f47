import { z } from 'zod';
import { ptBR } from 'zod/locales';

// Messages zod writes itself (when a schema gives none) in Portuguese, on the server and in the web
// app alike. Every schema module imports this, so it applies wherever a schema is loaded — except
// the zod/mini ones the storefront's first screen runs (product-list-query.ts), which give every
// message themselves, so that screen carries neither the full zod nor the locale (decision 079).
z.config(ptBR());
