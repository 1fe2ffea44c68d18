// Presigned uploads. The ticket points at the fake's own storage route (POST /jobboard-uploads),
// which keeps the file; the key then travels to the call that uses it, and what is served later
// (resume, photo, logo) is that very file.
import { companyRoleCapabilities, uploadPurposeRules } from '../../../generated/rules.gen';
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler } from '../http';
import { invalid, problem } from '../http';
import type { UserRecord } from '../store';
import { uuid } from '../views';

const MB = 1024 * 1024;

/** What the contract says per purpose: `x-upload-rules` of UploadPurpose (content types with their extensions, size limit). */
const RULES: Readonly<
  Record<
    T.UploadPurpose,
    {
      maxBytes: number;
      contentTypes: Readonly<Partial<Record<string, readonly string[]>>>;
      signatures?: Readonly<Partial<Record<string, readonly string[]>>>;
    }
  >
> = uploadPurposeRules;

/**
 * Whether a file's first bytes are one of the purpose's signatures (the contract's `x-upload-rules`
 * signatures: %PDF-, an OLE2 compound file, a ZIP archive for resumes), whatever its name or
 * declared type says. A purpose without signatures takes any content.
 */
function hasSignature(purpose: T.UploadPurpose, bytes: Uint8Array): boolean {
  // Any of the purpose's signatures, whatever the declared type (SVG bytes typed image/png match none).
  const signatures = Object.values(RULES[purpose].signatures ?? {}).flat();
  if (signatures.length === 0) return true;
  return signatures.some((hex) => {
    const head = Buffer.from(hex!, 'hex');
    return bytes.length >= head.length && head.every((byte, i) => bytes[i] === byte);
  });
}

/** HTML (or SVG) markup in the first 1445 bytes, the window in which browsers sniff a type. */
function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1445)).toString('latin1').toLowerCase();
  return /<(?:!doctype|html|head|body|script|iframe|svg|img|a\s)/.test(head);
}

/** The fake's own storage layout and words per purpose (not rules: where files go, how errors name them). */
const STORAGE: Record<T.UploadPurpose, { folder: string; label: string }> = {
  resume: { folder: 'resumes', label: 'Resumes' },
  profile_image: { folder: 'profile-images', label: 'Profile images' },
  company_logo: { folder: 'company-logos', label: 'Logos' },
};

/** "PDF, DOC or DOCX": each allowed type by its first extension. */
function typeText(purpose: T.UploadPurpose): string {
  const names = Object.values(RULES[purpose].contentTypes).map((e) => e![0]!.toUpperCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]!;
}

/** S3 keys allow these characters (the contract's key pattern). */
const safeName = (name: string) =>
  name.replace(/[^A-Za-z0-9!_.*'()-]+/g, '-').slice(0, 120) || 'file';

export const createPresignedPost: Handler<
  T.CreatePresignedPostData,
  T.CreatePresignedPostResponses
> = (req, ctx) => {
  const { purpose, content_type: type, filename, size_bytes: size } = req.body;
  const rule = RULES[purpose];
  const { folder, label } = STORAGE[purpose];
  const user = req.user;
  if (purpose === 'profile_image' && user?.access_type !== 'candidate') {
    throw problem(
      403,
      'permission_denied',
      'Only a signed-in candidate can upload a profile image.',
    );
  }
  if (purpose === 'company_logo') {
    const memberships = ctx.store.memberships.filter(
      (m) => m.user_id === user?.id && m.status === 'active',
    );
    // Someone who may edit a company page (`manageCompany`), or an employer without a company yet:
    // onboarding uploads the logo before the company exists.
    const capabilities: Readonly<Record<T.CompanyRole, readonly string[]>> =
      companyRoleCapabilities;
    const allowed =
      memberships.some((m) => capabilities[m.role].includes('manageCompany')) ||
      (user?.access_type === 'employer' && memberships.length === 0);
    if (!allowed)
      throw problem(403, 'permission_denied', 'Only a company owner can upload a logo.');
  }
  if (!(type in rule.contentTypes)) {
    throw problem(415, 'unsupported_media_type', `${label} must be ${typeText(purpose)}.`, {
      title: 'Unsupported file type',
    });
  }
  if (size !== undefined && size > rule.maxBytes) {
    throw problem(413, 'file_too_large', `${label} can be at most ${rule.maxBytes / MB} MB.`, {
      title: 'File too large',
    });
  }
  const key = `${folder}/${user?.id ?? 'anonymous'}/${uuid()}/${safeName(filename)}`;
  const expiresAt = ctx.now().getTime() + 15 * 60 * 1000;
  ctx.store.tickets.set(key, {
    key,
    purpose,
    content_type: type,
    max_bytes: rule.maxBytes,
    user_id: user?.id ?? null,
    expires_at: expiresAt,
  });
  const policy = Buffer.from(
    JSON.stringify({
      expiration: new Date(expiresAt).toISOString(),
      conditions: [
        { bucket: 'jobboard-uploads' },
        { key },
        { 'Content-Type': type },
        ['content-length-range', 1, rule.maxBytes],
      ],
    }),
  ).toString('base64');
  return {
    status: 201,
    body: {
      url: `${ctx.config.fakeOrigin}/jobboard-uploads`,
      fields: {
        key,
        AWSAccessKeyId: 'LOCALFAKEACCESSKEY',
        policy,
        signature: Buffer.from(`local-fake:${key}`).toString('base64'),
        'Content-Type': type,
      },
    },
  };
};

/**
 * The key of an uploaded file, checked for the purpose it is used for: it must have been issued
 * for that purpose, its file must have arrived, and the file's first bytes must be one of the
 * purpose's signatures (400 on `field` otherwise). Returns the key (the file stays in storage).
 */
export function takeUpload(
  ctx: Ctx,
  key: string,
  purpose: T.UploadPurpose,
  user: UserRecord | null,
  field: string,
): string {
  const ticket = ctx.store.tickets.get(key);
  const ownerOk = !ticket?.user_id || ticket.user_id === user?.id;
  const file = ctx.store.files.get(key);
  if (!ticket || ticket.purpose !== purpose || !ownerOk || !file) {
    throw invalid({ [field]: ['No uploaded file with this key.'] });
  }
  // Checked by content where the file is used, as the real server reads the object's first bytes:
  // the declared type's signature, and no HTML where a browser sniffs for it (a %PDF- + HTML
  // polyglot is refused).
  if (!hasSignature(purpose, file.bytes) || looksLikeHtml(file.bytes)) {
    throw invalid({
      [field]: [`This file is not a ${typeText(purpose)} document by its content.`],
    });
  }
  return key;
}
