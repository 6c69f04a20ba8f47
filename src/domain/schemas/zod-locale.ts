import { z } from 'zod';
import { ptBR } from 'zod/locales';

// Messages zod writes itself (when a schema gives none) in Portuguese, on the server and in the web
// app alike. Every schema module imports this, so it applies wherever a schema is loaded — and the
// web app's first screen, which validates nothing, does not carry zod.
z.config(ptBR());
