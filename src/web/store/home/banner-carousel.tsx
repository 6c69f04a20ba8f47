import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type ComponentType, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { GiftKitsArt, NewArrivalsArt, WeeklyOffersArt } from './banner-art';

type Banner = { title: string; description: string; link: string; buttonText: string; Art: ComponentType; className: string };

export const BANNERS: Banner[] = [
  {
    title: 'Novidades',
    description: 'Acabaram de chegar: terços, imagens e presentes escolhidos com carinho.',
    link: '/produtos?sort=newest',
    buttonText: 'Ver novidades',
    Art: NewArrivalsArt,
    className: 'from-brand-700 via-brand-800 to-brand-900',
  },
  {
    title: 'Ofertas da Semana',
    description: 'Preços especiais em artigos selecionados, por tempo limitado.',
    link: '/produtos?onSale=true',
    buttonText: 'Ver ofertas',
    Art: WeeklyOffersArt,
    className: 'from-emerald-800 via-emerald-900 to-brand-900',
  },
  {
    title: 'Kits de Presente',
    description: 'Batizado, primeira comunhão e datas especiais: presentes prontos para emocionar.',
    link: '/produtos?category=kits',
    buttonText: 'Ver kits',
    Art: GiftKitsArt,
    className: 'from-rose-800 via-rose-900 to-brand-900',
  },
];

export const CAROUSEL_INTERVAL_MS = 5000;

function usePrefersReducedMotion() {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const mql = window.matchMedia(query);
    const onChange = () => setReduced(mql.matches);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The home carousel: advances every 5 s and wraps; pauses while hovered or focused, and when the
 * visitor presses pause or asks the system for reduced motion (WCAG 2.2.2).
 */
export function BannerCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = !stopped && !reducedMotion;
  const running = playing && !hovered && !focused;
  const count = BANNERS.length;
  const go = (i: number) => setIndex(((i % count) + count) % count);

  // Restarts on every change of slide, so a manual move also gets its full 5 s.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on purpose
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  return (
    <section
      aria-roledescription="carrossel"
      aria-label="Destaques da loja"
      className="relative overflow-hidden rounded-2xl shadow-lg"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={running ? 'off' : 'polite'} className="relative h-72 sm:h-80">
        {BANNERS.map((b, i) => {
          const active = i === index;
          return (
            <div
              key={b.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} de ${count}: ${b.title}`}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              className={cn(
                'absolute inset-0 flex items-center bg-gradient-to-br px-6 pb-14 pt-6 text-white sm:px-14 motion-safe:transition-opacity motion-safe:duration-700',
                b.className,
                active ? 'opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              <div className="relative z-10 max-w-md">
                <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">Luz da Fé</p>
                <h2 className="mt-2 font-serif text-3xl font-bold sm:text-5xl">{b.title}</h2>
                <p className="mt-3 text-sm text-stone-100 sm:text-lg">{b.description}</p>
                <Link
                  to={b.link}
                  className="mt-5 inline-flex h-11 items-center rounded-md bg-gold-300 px-5 text-sm font-semibold text-brand-900 hover:bg-gold-100"
                >
                  {b.buttonText}
                </Link>
              </div>
              <div className="pointer-events-none absolute -right-12 top-1/2 h-52 w-52 -translate-y-1/2 opacity-25 sm:static sm:ml-auto sm:h-60 sm:w-60 sm:translate-y-0 sm:opacity-100">
                <b.Art />
              </div>
            </div>
          );
        })}
      </div>
      <div className="absolute inset-x-0 bottom-3 z-20 flex items-center justify-center gap-2">
        <button type="button" onClick={() => go(index - 1)} aria-label="Banner anterior" className={controlClass}>
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        {BANNERS.map((b, i) => (
          <button
            key={b.title}
            type="button"
            onClick={() => go(i)}
            aria-label={`Ir para o banner ${i + 1}: ${b.title}`}
            aria-current={i === index ? 'true' : undefined}
            className="flex h-9 w-7 items-center justify-center"
          >
            <span className={cn('block h-2.5 rounded-full transition-all', i === index ? 'w-6 bg-gold-300' : 'w-2.5 bg-white/70')} />
          </button>
        ))}
        <button type="button" onClick={() => go(index + 1)} aria-label="Próximo banner" className={controlClass}>
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>
        {reducedMotion ? null : (
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? 'Retomar a troca automática dos banners' : 'Pausar a troca automática dos banners'}
            className={controlClass}
          >
            {stopped ? <Play className="h-4 w-4" aria-hidden="true" /> : <Pause className="h-4 w-4" aria-hidden="true" />}
          </button>
        )}
      </div>
    </section>
  );
}

const controlClass = 'flex h-9 w-9 items-center justify-center rounded-full bg-black/30 text-white hover:bg-black/50';
