import { cn } from '../../lib/cn';

type Props = {
  src: string;
  /** The largest picture above the fold: fetched first, never lazily. Others load as they scroll in. */
  priority?: boolean;
  className?: string;
};

/** A product's square picture on a card or tile (decorative: the name is the text), zoomed a little while the card (`group`) is hovered. */
export function ProductPicture({ src, priority = false, className }: Props) {
  return (
    <img
      src={src}
      alt=""
      width={400}
      height={400}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      className={cn('h-full w-full object-cover transition-transform duration-300 group-hover:scale-105', className)}
    />
  );
}
