import { useState } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import Building2 from 'lucide-react/icons/building-complex';
import { cn } from '@/lib/utils';

const companyLogoVariants = cva(
  'flex shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted',
  {
    variants: { size: { md: 'size-12', lg: 'size-16' } },
    defaultVariants: { size: 'md' },
  },
);
const PIXELS = { md: 48, lg: 64 } as const;

export interface CompanyLogoProps extends VariantProps<typeof companyLogoVariants> {
  name: string;
  /** The logo's URL (a blob: URL for a fresh upload); null or undefined when the company has none. */
  url: string | null | undefined;
  /** Defaults to "{name} logo"; pass "" when the name is shown next to it. */
  alt?: string;
  /** 'eager' above the fold (a page's own header, a form's preview). */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * A company's logo in a square tile. When there is none, or it fails to load (404, an image that
 * does not decode), the tile shows a building placeholder: never the browser's broken-image box
 * with its alt text spilling out. The one logo tile of the app: candidate and employer pages alike.
 */
export function CompanyLogo({
  name,
  url,
  size,
  alt,
  loading = 'lazy',
  className,
}: CompanyLogoProps) {
  // Keyed by URL: a new logo (replaced, freshly uploaded) gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = !!url && failedUrl !== url;
  const pixels = PIXELS[size ?? 'md'];
  return (
    <div
      data-slot="company-logo"
      data-state={showImage ? 'image' : 'fallback'}
      className={cn(companyLogoVariants({ size }), className)}
    >
      {showImage ? (
        <img
          src={url}
          alt={alt ?? `${name} logo`}
          width={pixels}
          height={pixels}
          loading={loading}
          decoding="async"
          className="size-full object-contain"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <Building2 className="size-1/2 text-muted-foreground" aria-hidden="true" />
      )}
    </div>
  );
}
