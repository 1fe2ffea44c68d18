import { useEffect } from 'react';
import { trustedJsonLd } from '@/lib/trusted-types';

/**
 * A `<script type="application/ld+json">` block in the document's head, for as long as the
 * component is shown. Not rendered by React: React makes a script element by writing
 * `<script></script>` into innerHTML, which the site's Trusted Types refuse (docs/deploy.md); here the
 * text goes in through the app's policy, which admits JSON holding no `<` only
 * (serializeJsonLd's output), so a `</script>` in a job's title cannot end the block. An empty
 * `json` (serializeJsonLd of no markup, e.g. a closed job's) writes no block.
 */
export function JsonLd({ json }: { json: string }) {
  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.text = trustedJsonLd(json) as string;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
  return null;
}
