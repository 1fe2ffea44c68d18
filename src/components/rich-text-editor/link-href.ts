import { SAFE_HREF } from '@/lib/rich-text';

const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The link target for what someone typed in the link box: web addresses get https:// when they
 * have no scheme, e-mail addresses get mailto:. '' for an empty box (remove the link); null for
 * something that is neither (another scheme such as javascript:, or not an address at all).
 */
export function toHref(typed: string): string | null {
  const value = typed.trim();
  if (!value) return '';
  let candidate: string;
  if (SAFE_HREF.test(value)) candidate = value;
  else if (EMAIL.test(value)) candidate = `mailto:${value}`;
  else if (SCHEME.test(value)) return null;
  else candidate = `https://${value}`;
  try {
    const url = new URL(candidate);
    if (url.protocol === 'mailto:') return EMAIL.test(url.pathname) ? candidate : null;
    return /\.[a-z]{2,}$/i.test(url.hostname) && !/\s/.test(value) ? candidate : null;
  } catch {
    return null;
  }
}
